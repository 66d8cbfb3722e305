'use client';

import { useCallback, useState } from 'react';
import { orderedQuestions } from '@/lib/exam/exam-questions';
import { readKeptPaper } from '@/lib/exam/kept-papers';
import { readWaitingAttempt } from '@/lib/exam/refused-attempts';
import { numberedLines, type NotCountedLine } from '@/lib/exam-summary/not-counted';
import { useAttemptChanges } from './use-attempt-changes';

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
  const read = useCallback(
    async (isCurrent: () => boolean) => {
      const attempt = await readWaitingAttempt(attemptId);
      const paper = attempt && (await readKeptPaper(attempt.examId, attempt.enrollmentId).catch(() => null))?.exam;
      if (!isCurrent()) return;
      setWaiting(
        attempt && {
          examName: paper?.name ?? null,
          lines: numberedLines(attempt.answers, paper ? orderedQuestions(paper) : []),
        },
      );
    },
    [attemptId],
  );
  useAttemptChanges(read, 'Could not read the exam answers waiting here');
  return waiting;
}
