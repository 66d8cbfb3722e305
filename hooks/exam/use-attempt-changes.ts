'use client';

import { useEffect } from 'react';
import { subscribeToAttemptChanges } from '@/lib/exam/attempt-changes';

/**
 * Runs `read` now and again whenever a tab changes an attempt, until `read` changes or the screen
 * goes (null: not at all). `read` is told whether its answer is still wanted; a failure is logged
 * with `failure`, never thrown. `read` must be stable (`useCallback`).
 */
export function useAttemptChanges(read: ((isCurrent: () => boolean) => Promise<void>) | null, failure: string): void {
  useEffect(() => {
    if (read === null) return;
    let current = true;
    const run = () => void read(() => current).catch((error: unknown) => console.warn(failure, error));
    run();
    const unsubscribe = subscribeToAttemptChanges(run);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [read, failure]);
}
