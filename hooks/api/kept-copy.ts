'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { readBudgetMs } from '@/lib/config/ui';
import {
  nextOverdueInMs,
  overdueSavedAt,
  subscribeWaitingReads,
  waitForAnswer,
  waitingReads,
  type WaitingRead,
} from '@/lib/kept-reads/waiting-reads';

/**
 * Whether a kept copy may stay on screen after `error`: it stands in for a silent network only
 * (still waiting, or no answer at all). The server's own answer, a failure too, is shown as
 * without a copy (decision 44).
 */
export const keptCopyStandsIn = (error: unknown) =>
  error === undefined || (isApiError(error) && error.kind === 'no-response');

/** While `savedAt` is a number, the screen shows a copy kept on the device that the network has not replaced yet. */
export function useWaitingRead(savedAt: number | null) {
  useEffect(() => (savedAt === null ? undefined : waitForAnswer(savedAt)), [savedAt]);
}

const noReads: readonly WaitingRead[] = [];

/**
 * When the copy kept on the device was saved, once a screen has shown it for the read budget
 * without the network's answer (lie-fi); null while every read is answered or still within it.
 */
export function useKeptCopyNote(): number | null {
  const reads = useSyncExternalStore(subscribeWaitingReads, waitingReads, () => noReads);
  // The time the note is drawn for: a wait shows once `now` is past its budget.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The next wait to come due after the drawn time, timed from the clock: at once when its budget
    // has run out already. The waits change on a busy page after one's budget but before its timer
    // (another read answered first): waiting from the clock's time alone, it would never show.
    const dueIn = nextOverdueInMs(reads, now, readBudgetMs);
    if (dueIn === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, now + dueIn - Date.now()));
    return () => clearTimeout(timer);
  }, [reads, now]);
  return overdueSavedAt(reads, now, readBudgetMs);
}
