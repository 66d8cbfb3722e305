import { env } from '@/lib/config/env';
import { leavePage } from '@/lib/routes/leave-page';
import { routes } from '@/lib/routes/routes';
import { currentSessionId } from '@/lib/session/session';
import { endSession } from '@/lib/session/session-end';
import { storageKeys } from '@/lib/storage/keys';
import { readStored } from '@/lib/storage/stored-value';
import { buildLogoutUrl } from './provider-urls';
import { forgetRememberedStudent } from './remembered-student';

/**
 * Signs the student out (decision 22): the session ends at once, in this tab and every other; the
 * routine that hears of it removes the student's data from the device (unsent work stays theirs),
 * then the provider signs them out and the page ends on `/` (lib/shared-device/session-end.ts, whose
 * progress the screen shows). Without a current session (another tab ended it just now) only the
 * provider's sign-out is left to do. A shared computer left idle (`idle`, decision 81) ends the same
 * way, unless another tab ended it first.
 */
export function signOut(cause: 'sign-out' | 'idle' = 'sign-out'): void {
  const idToken = readStored<string>(storageKeys.idToken);
  const providerLogout = buildLogoutUrl(env.authUrl, `${window.location.origin}${routes.home}`, idToken);
  // Signed out on purpose: the provider's session ends too, there is nobody to continue as.
  forgetRememberedStudent();
  if (endSession(currentSessionId(), cause, providerLogout) === null && cause === 'sign-out') leavePage(providerLogout);
}
