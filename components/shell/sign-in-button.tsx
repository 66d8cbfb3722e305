'use client';

import { useId, useState } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { startLogin } from '@/lib/auth/login-flow';
import { useOnline } from '@/hooks/pwa/use-online';

export function SignInButton({ label, variant }: { label?: string; variant?: 'primary' | 'secondary' }) {
  const { t, locale } = useMessages();
  const [redirecting, setRedirecting] = useState(false);
  // The identity provider is on the network: offline the button waits, saying why.
  const online = useOnline();
  const hintId = useId();
  const signIn = () => {
    setRedirecting(true);
    startLogin(locale).catch((error: unknown) => {
      console.error(error);
      setRedirecting(false);
    });
  };
  return (
    <>
      <Button
        variant={variant}
        onClick={signIn}
        disabled={redirecting || !online}
        aria-describedby={online ? undefined : hintId}
        aria-live="polite"
      >
        {redirecting ? t.auth.redirecting : (label ?? t.auth.signIn)}
      </Button>
      {!online && <OfflineHint id={hintId} />}
    </>
  );
}
