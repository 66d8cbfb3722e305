'use client';

import { useEffect, useMemo, useState } from 'react';
import { NotCountedNote } from '@/components/exam-summary/not-counted-note';
import { orderedQuestions } from '@/lib/exam/exam-questions';
import { readKeptPaper } from '@/lib/exam/kept-papers';
import { settleGoneExam } from '@/lib/exam/refused-attempts';
import { goneAttemptPick } from '@/lib/exam-summary/not-counted';
import type { Exam } from '@/lib/types';

interface GoneAnswersProps {
  examId: number;
  /** An enrollment of the signed-in student's: only their own attempts are settled. */
  enrollmentId: number;
  /** The paper on screen, if any: it numbers the questions; else the one kept on the device does. */
  exam: Exam | undefined;
}

/**
 * The server does not have this exam for the student's enrollment (404): the attempts of it still
 * waiting on this device are refused for good at once (the unsent-exams notice and sign-out let go
 * of them), and the answers that could not be sent are named here, the only screen that can.
 */
export function GoneAnswers({ examId, enrollmentId, exam }: GoneAnswersProps) {
  const pick = useMemo(() => goneAttemptPick(examId, enrollmentId), [examId, enrollmentId]);
  const [keptPaper, setKeptPaper] = useState<Exam | null>(null);
  const hasPaper = exam !== undefined;

  useEffect(() => {
    settleGoneExam(examId, enrollmentId).catch((error: unknown) =>
      console.warn('Could not settle the answers of an exam no longer available', error),
    );
  }, [examId, enrollmentId]);

  useEffect(() => {
    if (hasPaper) return;
    let current = true;
    readKeptPaper(examId, enrollmentId)
      .then((kept) => current && setKeptPaper(kept?.exam ?? null))
      .catch((error: unknown) => console.warn('Could not read the exam paper kept on this device', error));
    return () => {
      current = false;
    };
  }, [hasPaper, examId, enrollmentId]);

  const paper = exam ?? keptPaper;
  const questions = useMemo(() => (paper ? orderedQuestions(paper) : []), [paper]);
  return <NotCountedNote pick={pick} questions={questions} />;
}
