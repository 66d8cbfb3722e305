'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { SignInButton } from '@/components/shell/sign-in-button';
import { StatusPanel } from '@/components/ui/status-panel';
import { LoginError } from '@/lib/auth/login-error';
import { completeCallback, type CallbackRefusal } from '@/lib/auth/login-flow';
import { useDocumentTitle } from '@/hooks/ui/use-document-title';
import { errorMessage } from '@/lib/i18n/error-message';
import type { Messages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes/routes';

type CallbackState = { kind: 'working' } | { kind: 'refused'; message: string };

const refusalMessage = (reason: CallbackRefusal, t: Messages): string =>
  ({
    'provider-error': t.auth.providerRefused,
    incomplete: t.auth.missingCallbackParams,
    'state-mismatch': t.auth.stateMismatch,
    'issuer-mismatch': t.auth.stateMismatch,
  })[reason];

/** The login return: reads `code` and `state`, finishes the login and opens the courses. */
export function CallbackScreen() {
  const { t } = useMessages();
  const router = useRouter();
  const [state, setState] = useState<CallbackState>({ kind: 'working' });
  useDocumentTitle(t.auth.signingIn);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    // The code is single-use: keep it out of history and out of any later reload.
    window.history.replaceState(null, '', routes.callback);
    completeCallback(query)
      .then((outcome) => {
        if (outcome.kind === 'signed-in') router.replace(routes.learningContent);
        else setState({ kind: 'refused', message: refusalMessage(outcome.reason, t) });
      })
      .catch((error: unknown) => {
        console.error(error);
        setState({
          kind: 'refused',
          message: error instanceof LoginError ? t.auth.loginErrors[error.code] : errorMessage(error, t),
        });
      });
    // Runs once per visit: the code may be exchanged only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new router or language must not exchange the code again
  }, []);

  if (state.kind === 'working') return <StatusPanel tone="busy" message={t.auth.signingIn} />;
  return (
    <StatusPanel tone="error" title={t.loginProblem.title} message={state.message}>
      <SignInButton label={t.auth.signInAgain} />
    </StatusPanel>
  );
}
