'use client';

import { useEffect } from 'react';
import { settleReplacedAttempts } from '@/lib/exam/refused-attempts';
import { examServer } from './use-attempt-sync';

/**
 * Once the server has answered the exam's current attempt (`currentAttemptId`, null until then),
 * the exam's other attempts still waiting on this device are sent once more and settled by what
 * the server says of them (refused-attempts.ts): counted, or named as not counted.
 */
export function useReplacedAttempts(examId: number, enrollmentId: number, currentAttemptId: string | null) {
  useEffect(() => {
    if (currentAttemptId === null) return;
    settleReplacedAttempts(examId, enrollmentId, currentAttemptId, examServer).catch((error: unknown) =>
      console.warn('Could not settle the exam’s earlier attempts on this device', error),
    );
  }, [examId, enrollmentId, currentAttemptId]);
}
