'use client';

import { useMemo, useState } from 'react';
import { mayKeepAttempts } from '@/lib/exam/attempt-database';
import { sameNotCounted, type NotCountedAnswer } from '@/lib/exam/attempt-record';
import type { NotCountedPick } from '@/lib/exam/refused-attempts';
import { useAttemptChanges } from './use-attempt-changes';

/** The attempts' storage code loads only on a device that keeps attempts at all (decision 37). */
const refusedAttempts = () => import('@/lib/exam/refused-attempts');

/**
 * The answers given on this device that the server refused for good, of the records `pick` chooses
 * (null: none), told once: they show while the screen is open, more joining as they are settled
 * (in this tab or another), and the device forgets them once shown, so no later screen repeats them.
 */
export function useNotCounted(pick: NotCountedPick | null): NotCountedAnswer[] {
  const [shown, setShown] = useState<NotCountedAnswer[]>([]);
  const look = useMemo(
    () =>
      pick &&
      (async (isCurrent: () => boolean) => {
        if (!(await mayKeepAttempts())) return;
        const { forgetNotCounted, readNotCounted } = await refusedAttempts();
        const found = await readNotCounted(pick);
        if (!isCurrent() || found.length === 0) return;
        setShown((earlier) => [
          ...earlier,
          ...found.filter((answer) => !earlier.some((told) => sameNotCounted(told, answer))),
        ]);
        await forgetNotCounted(pick, found);
      }),
    [pick],
  );
  useAttemptChanges(look, 'Could not read the answers not counted');
  return shown;
}
