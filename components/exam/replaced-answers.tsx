'use client';

import { useMemo } from 'react';
import { NotCountedNote } from '@/components/exam-summary/not-counted-note';
import { orderedQuestions } from '@/lib/exam/exam-questions';
import { replacedAttemptPick } from '@/lib/exam-summary/not-counted';
import type { Exam } from '@/lib/types';
import { useReplacedAttempts } from '@/hooks/exam/use-replaced-attempts';

interface ReplacedAnswersProps {
  exam: Exam;
  enrollmentId: number;
  attemptId: string;
  /** The server answered this attempt as the exam's current one (not the device's copy of it). */
  fromServer: boolean;
}

/**
 * Above an exam's current attempt: the answers given on this device to an earlier attempt of it
 * that the server no longer takes (gone from the server while the exam goes on, or submitted
 * before this one began), named once by question number and choice, so the student can give them
 * again here. The earlier attempts are settled first (`useReplacedAttempts`).
 */
export function ReplacedAnswers({ exam, enrollmentId, attemptId, fromServer }: ReplacedAnswersProps) {
  useReplacedAttempts(exam.id, enrollmentId, fromServer ? attemptId : null);
  const pick = useMemo(() => replacedAttemptPick(exam.id, enrollmentId, attemptId), [exam.id, enrollmentId, attemptId]);
  const questions = useMemo(() => orderedQuestions(exam), [exam]);
  // Spaced from the exam below only while it tells something: it is there, empty, from the start.
  return (
    <div className="[&:has(li)]:pb-4">
      <NotCountedNote pick={pick} questions={questions} />
    </div>
  );
}
