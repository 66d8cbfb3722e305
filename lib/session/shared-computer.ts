import * as v from 'valibot';
import { breakpoints } from '@/lib/config/ui';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';

/**
 * "This is a shared computer" (decision 81): a session signed in with it on ends with the browser
 * window and after idle time, and is never restored on the next start. The choice is the device's
 * (`shared_computer`), kept across students and sign-outs; until someone makes it, it is on in a
 * desktop browser tab and off on a phone (coarse pointer or a small screen) and in the installed app.
 */
type Screen = Pick<Window, 'matchMedia' | 'innerWidth'>;

/** A browser that cannot say what it runs on (no `matchMedia`) keeps the spec's 7-day restore. */
export function sharedComputerByDefault(screen: Screen): boolean {
  if (typeof screen.matchMedia !== 'function') return false;
  const installed = screen.matchMedia('(display-mode: standalone)').matches;
  const phone = screen.matchMedia('(pointer: coarse)').matches || screen.innerWidth < breakpoints.small;
  return !installed && !phone;
}

export const isSharedComputer = (screen: Screen = window): boolean =>
  readStored(storageKeys.sharedComputer, { schema: v.boolean() }) ?? sharedComputerByDefault(screen);

export const chooseSharedComputer = (shared: boolean) => writeStored(storageKeys.sharedComputer, shared);
