'use client';

import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import type { LoginStart } from '@/lib/auth/login-flow';
import { startLogin } from '@/lib/auth/login-flow-on-demand';
import { readRememberedStudent } from '@/lib/auth/remembered-student';
import { format } from '@/lib/i18n/format';
import { useOnline } from '@/hooks/pwa/use-online';
import { useHydrated } from '@/hooks/ui/use-hydrated';
import { displayName } from '@/store/user-slice';

/**
 * Signing in. After a session that ended without a sign-out (a 401, an expired session) the
 * student who had it may continue; anyone else signs in with the provider asking for credentials.
 */
export function SignInButton({ label, variant }: { label?: string; variant?: 'primary' | 'secondary' | 'inverse' }) {
  const { t, locale } = useMessages();
  const [redirecting, setRedirecting] = useState<LoginStart | null>(null);
  // The identity provider is on the network: offline the button waits, saying why.
  const online = useOnline();
  const hintId = useId();
  // Read from storage only after hydration: the exported page holds the single button.
  const remembered = useHydrated() ? readRememberedStudent() : null;
  const signIn = (start: LoginStart) => {
    setRedirecting(start);
    startLogin(locale, start).catch((error: unknown) => {
      console.error(error);
      setRedirecting(null);
    });
  };
  const button = (start: LoginStart, text: string) => (
    <Button
      variant={variant}
      onClick={() => signIn(start)}
      disabled={redirecting !== null || !online}
      aria-describedby={online ? undefined : hintId}
      aria-live="polite"
    >
      {redirecting === start ? t.auth.redirecting : text}
    </Button>
  );
  return (
    <>
      {remembered ? (
        <>
          {button('continue', format(t.auth.continueAs, { name: displayName(remembered) }))}
          {button('fresh', t.auth.signInAsSomeoneElse)}
        </>
      ) : (
        button('fresh', label ?? t.auth.signIn)
      )}
      {!online && <OfflineHint id={hintId} />}
    </>
  );
}
