'use client';

import { useEffect, useState } from 'react';
import { settleScored } from '@/lib/exam/refused-attempts';
import type { OpenedAttempt } from '@/hooks/api/use-attempt-start';

/**
 * What the device's record says of an attempt the server calls scored:
 * - `settling`: the record did not know yet (answers waiting, or refused when another device
 *   submitted) and is being settled (`settleScored`);
 * - `notCounted`: settled, with answers given here that did not count: the summary names them;
 * - `settled`: nothing to tell (and at once when the device already knew, or keeps no record).
 */
export type ScoredOnDevice = 'settling' | 'notCounted' | 'settled';

export function useScoredAttempt(started: OpenedAttempt | undefined): ScoredOnDevice {
  const attemptId = started?.attempt.attemptId ?? null;
  const solvedExamId = started?.attempt.status === 'submitted' ? started.attempt.solvedExamId : null;
  const scoredBy = started?.attempt.submissionId ?? null;
  const unknownOnDevice = solvedExamId !== null && started?.stored?.solvedExamId === null;
  const [outcome, setOutcome] = useState<{ attemptId: string; scored: ScoredOnDevice } | null>(null);

  useEffect(() => {
    if (!unknownOnDevice || attemptId === null || solvedExamId === null) return;
    let current = true;
    settleScored(attemptId, solvedExamId, scoredBy)
      .then(
        (record) => (record && record.notCounted.length > 0 ? 'notCounted' : 'settled'),
        (error: unknown) => {
          console.warn('Could not settle the submitted exam on this device', error);
          return 'settled' as const;
        },
      )
      .then((scored) => current && setOutcome({ attemptId, scored }));
    return () => {
      current = false;
    };
  }, [unknownOnDevice, attemptId, solvedExamId, scoredBy]);

  if (!unknownOnDevice) return 'settled';
  return outcome?.attemptId === attemptId ? outcome.scored : 'settling';
}
