'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useDocumentTitle } from '@/hooks/ui/use-document-title';
import type { ShellMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes/routes';

interface RenderErrorPanelProps {
  t: ShellMessages;
  /** Draws the failed part again (Next's `reset`). */
  reset: () => void;
  /** The way home. */
  children: ReactNode;
}

/**
 * What an error boundary shows in place of the part that failed to render (decision 75): what
 * happened in the student's language, Try again and a way home. It logs nothing itself: React
 * reports an error its boundary caught once, on the console (Next's `onCaughtError`).
 */
export function RenderErrorPanel({ t, reset, children }: RenderErrorPanelProps) {
  return (
    <StatusPanel tone="error" title={t.renderError.title} message={t.renderError.body}>
      <Button onClick={reset}>{t.common.retry}</Button>
      {children}
    </StatusPanel>
  );
}

/** The error boundaries of the app and its shells (`app/error.tsx`, `app/(group)/error.tsx`). */
export function RenderError({ reset }: { reset: () => void }) {
  const { t } = useMessages();
  useDocumentTitle(t.renderError.title);
  return (
    <RenderErrorPanel t={t} reset={reset}>
      <Link href={routes.home} className="underline">
        {t.common.backToHome}
      </Link>
    </RenderErrorPanel>
  );
}
