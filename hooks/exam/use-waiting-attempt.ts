'use client';

import { useEffect, useState } from 'react';
import { subscribeToAttemptChanges } from '@/lib/exam/attempt-changes';
import { orderedQuestions } from '@/lib/exam/exam-questions';
import { readKeptPaper } from '@/lib/exam/kept-papers';
import { readWaitingAttempt } from '@/lib/exam/refused-attempts';
import { numberedLines, type NotCountedLine } from '@/lib/exam-summary/not-counted';

/** What waits on this device for one attempt, as the student is shown it. */
export interface WaitingAnswers {
  /** The exam's name from the paper kept on the device; null without one. */
  examName: string | null;
  /** The answers not sent, numbered by the kept paper. */
  lines: NotCountedLine[];
}

/**
 * The answers of attempt `attemptId` still waiting on this device, read again whenever a tab
 * changes an attempt; null before they are read, or once nothing of it waits.
 */
export function useWaitingAttempt(attemptId: string): WaitingAnswers | null {
  const [waiting, setWaiting] = useState<WaitingAnswers | null>(null);
  useEffect(() => {
    let current = true;
    const read = async () => {
      const attempt = await readWaitingAttempt(attemptId);
      const paper = attempt && (await readKeptPaper(attempt.examId, attempt.enrollmentId).catch(() => null))?.exam;
      if (!current) return;
      setWaiting(
        attempt && {
          examName: paper?.name ?? null,
          lines: numberedLines(attempt.answers, paper ? orderedQuestions(paper) : []),
        },
      );
    };
    const readQuietly = () =>
      void read().catch((error: unknown) => console.warn('Could not read the exam answers waiting here', error));
    readQuietly();
    const unsubscribe = subscribeToAttemptChanges(readQuietly);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [attemptId]);
  return waiting;
}
