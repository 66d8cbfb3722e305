'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StartupFrame } from '@/components/frame/startup-frame';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { isUnsupportedBrowser } from '@/lib/startup/browser-support';
import { runStartup, type StartupOutcome } from '@/lib/startup/run-startup';
import { startupSteps } from '@/lib/startup/startup-steps';
import { sessionKeys } from '@/lib/storage/keys';
import { hasStored } from '@/lib/storage/stored-value';

/**
 * The app mounts only after the start-up steps finish (product.md section 1). A failing step is
 * logged and the app stays unmounted, with a way out: a retry (every step runs again)
 * and, when a session is stored, signing out. A redirect sends the browser on without mounting.
 * Until then the exported HTML's static frame stays on screen (decision 30). In a browser without
 * what the portal needs nothing starts: the page shows which browsers work (decision 66).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  // The stored language's messages download alongside the steps, so a Turkish student never sees English first.
  const { t, ready: messagesReady } = useMessages();
  const [outcome, setOutcome] = useState<StartupOutcome | null>(null);
  // Counts the tries: "Try again" after a failure runs every step once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isUnsupportedBrowser(document.documentElement)) return;
    let active = true;
    void runStartup(startupSteps).then((result) => {
      if (!active) return;
      if (result.kind === 'failed') console.error(`Start-up step "${result.step}" failed`, result.error);
      if (result.kind === 'redirect') window.location.replace(result.to);
      setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  if (outcome?.kind === 'ready' && messagesReady) return children;
  if (outcome?.kind === 'failed') {
    return (
      <StatusPanel tone="error" title={t.app.name} message={t.startup.failed}>
        <Button
          onClick={() => {
            setOutcome(null);
            setAttempt((tries) => tries + 1);
          }}
        >
          {t.common.retry}
        </Button>
        {sessionKeys.some(hasStored) && <SignOutButton />}
      </StatusPanel>
    );
  }
  return <StartupFrame app={children} />;
}
