import { env } from '@/lib/config/env';
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
 * provider's sign-out is left to do.
 */
export function signOut(): void {
  const idToken = readStored<string>(storageKeys.idToken);
  const providerLogout = buildLogoutUrl(env.authUrl, `${window.location.origin}${routes.home}`, idToken);
  // Signed out on purpose: the provider's session ends too, there is nobody to continue as.
  forgetRememberedStudent();
  if (endSession(currentSessionId(), 'sign-out', providerLogout) === null) window.location.assign(providerLogout);
}
