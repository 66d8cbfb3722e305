/**
 * The kept copies on screen whose fresh answer has not come yet (decision 44): when each copy was
 * saved and since when its screen waits. The one note of the shell reads them, whichever screen and
 * whichever kind of read (user store or SWR) shows a copy.
 */
export interface WaitingRead {
  savedAt: number;
  since: number;
}

const waiting = new Set<WaitingRead>();
const listeners = new Set<() => void>();
let snapshot: readonly WaitingRead[] = [];

function changed() {
  snapshot = [...waiting];
  listeners.forEach((listener) => listener());
}

/** A screen shows a copy saved at `savedAt` and waits for the network; the returned call ends the wait. */
export function waitForAnswer(savedAt: number, since = Date.now()): () => void {
  const read: WaitingRead = { savedAt, since };
  waiting.add(read);
  changed();
  return () => {
    if (waiting.delete(read)) changed();
  };
}

export function subscribeWaitingReads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same array until the waits change (a snapshot for `useSyncExternalStore`). */
export const waitingReads = (): readonly WaitingRead[] => snapshot;

/** The oldest save time among the copies waited on for `budgetMs` or longer; null when none has. */
export function overdueSavedAt(reads: readonly WaitingRead[], now: number, budgetMs: number): number | null {
  const overdue = reads.filter((read) => now - read.since >= budgetMs).map((read) => read.savedAt);
  return overdue.length === 0 ? null : Math.min(...overdue);
}

/** In how many ms the next wait reaches `budgetMs`; null when none is still within it. */
export function nextOverdueInMs(reads: readonly WaitingRead[], now: number, budgetMs: number): number | null {
  const pending = reads.filter((read) => now - read.since < budgetMs).map((read) => read.since + budgetMs - now);
  return pending.length === 0 ? null : Math.min(...pending);
}
