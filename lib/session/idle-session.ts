import { activityNoteIntervalMs, sharedComputerIdleMs } from '@/lib/config/ui';
import { createIdleTimer } from './idle-timer';
import { currentSessionId, noteSessionActivity, readSessionActivity, sessionEndsWithWindow } from './session';

/** Input anywhere on the page: what counts as the student using the portal. */
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

let timer: ReturnType<typeof createIdleTimer> | null = null;

/**
 * Watches this tab for a shared computer's idle time (decision 81), once per page, from start-up:
 * `onIdle` ends the session as a sign-out does. Without such a session the timer looks again every
 * idle period, so a session signed in later is watched without being told.
 */
export function watchIdleSession(onIdle: () => void): void {
  if (timer) return;
  const idle = createIdleTimer({
    idleMs: sharedComputerIdleMs,
    noteIntervalMs: activityNoteIntervalMs,
    now: () => Date.now(),
    watching: () => currentSessionId() !== null && sessionEndsWithWindow(),
    readActivity: readSessionActivity,
    noteActivity: noteSessionActivity,
    onIdle,
    whenNotWatching: 'look-again',
  });
  timer = idle;
  for (const type of activityEvents) window.addEventListener(type, idle.activity, { capture: true, passive: true });
  idle.check();
}

/** Holds a shared computer's session open while an exam runs; returns the release. */
export const holdSessionOpen = (): (() => void) => timer?.hold() ?? (() => undefined);
