'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { readBudgetMs } from '@/lib/config/ui';
import {
  nextOverdueInMs,
  overdueSavedAt,
  subscribeWaitingReads,
  waitForAnswer,
  waitingReads,
  type WaitingRead,
} from '@/lib/kept-reads/waiting-reads';

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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const dueIn = nextOverdueInMs(reads, Date.now(), readBudgetMs);
    if (dueIn === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), dueIn);
    return () => clearTimeout(timer);
  }, [reads, now]);
  return overdueSavedAt(reads, now, readBudgetMs);
}
