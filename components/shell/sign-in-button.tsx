'use client';

import { useState } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { startLogin } from '@/lib/auth/login-flow';

export function SignInButton({ label }: { label?: string }) {
  const { t } = useMessages();
  const [redirecting, setRedirecting] = useState(false);
  const signIn = () => {
    setRedirecting(true);
    startLogin().catch((error: unknown) => {
      console.error(error);
      setRedirecting(false);
    });
  };
  return (
    <Button onClick={signIn} disabled={redirecting} aria-live="polite">
      {redirecting ? t.auth.redirecting : (label ?? t.auth.signIn)}
    </Button>
  );
}
