/** Test-only: fixtures and helpers of the exam attempt tests. Never imported by product code. */
import { newAnswer, withAnswers, type AttemptRecord } from '@/lib/exam/attempt-record';
import type { ExamAttempt, OptionKey } from '@/lib/types';

/** an attempt as the attempt call answers it, just started, three hours to go. */
export const inProgressAttempt: ExamAttempt = {
  attemptId: 'a-1',
  examId: 9033,
  enrollmentId: 202,
  status: 'in-progress',
  startedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-05-01T13:00:00.000Z',
  serverNow: '2026-05-01T10:00:00.000Z',
  answers: {},
  solvedExamId: null,
};

/** a stored attempt with nothing answered yet, due `deadline` (kept that long and more). */
export function storedAttempt(attemptId: string, deadline: string, change: Partial<AttemptRecord> = {}): AttemptRecord {
  return {
    attemptId,
    examId: 1,
    enrollmentId: 2,
    deadline,
    lastSeq: 0,
    sentSeqs: {},
    answers: {},
    flagged: [],
    currentQuestionId: null,
    submission: null,
    solvedExamId: null,
    notCounted: [],
    ...change,
  };
}

/** One answer given on the device at `serverNowMs`, as the exam screen records it (attempt-sync.ts). */
export const recordAnswer = (
  record: AttemptRecord,
  questionId: number,
  answer: OptionKey | null,
  serverNowMs: number,
): AttemptRecord => withAnswers(record, [newAnswer(record, questionId, answer, serverNowMs)]);
