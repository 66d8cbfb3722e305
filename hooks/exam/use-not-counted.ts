'use client';

import { useEffect, useState } from 'react';
import { mayKeepAttempts } from '@/lib/exam/attempt-database';
import { subscribeToAttemptChanges } from '@/lib/exam/attempt-changes';
import { sameNotCounted, type NotCountedAnswer } from '@/lib/exam/attempt-record';
import type { NotCountedPick } from '@/lib/exam/refused-attempts';

/** The attempts' storage code loads only on a device that keeps attempts at all (decision 37). */
const refusedAttempts = () => import('@/lib/exam/refused-attempts');

/**
 * The answers given on this device that the server refused for good, of the records `pick` chooses
 * (null: none), told once: they show while the screen is open, more joining as they are settled
 * (in this tab or another), and the device forgets them once shown, so no later screen repeats them.
 */
export function useNotCounted(pick: NotCountedPick | null): NotCountedAnswer[] {
  const [shown, setShown] = useState<NotCountedAnswer[]>([]);
  useEffect(() => {
    if (pick === null) return;
    let current = true;
    const look = async () => {
      if (!(await mayKeepAttempts())) return;
      const { forgetNotCounted, readNotCounted } = await refusedAttempts();
      const found = await readNotCounted(pick);
      if (!current || found.length === 0) return;
      setShown((earlier) => [
        ...earlier,
        ...found.filter((answer) => !earlier.some((told) => sameNotCounted(told, answer))),
      ]);
      await forgetNotCounted(pick, found);
    };
    const lookQuietly = () =>
      void look().catch((error: unknown) => console.warn('Could not read the answers not counted', error));
    lookQuietly();
    const unsubscribe = subscribeToAttemptChanges(lookQuietly);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [pick]);
  return shown;
}
