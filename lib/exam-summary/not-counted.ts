import type { NotCountedAnswer, RefusalReason } from '@/lib/exam/attempt-record';
import type { NotCountedPick } from '@/lib/exam/refused-attempts';
import type { OptionKey } from '@/lib/types';

/** The summary of a scored attempt tells every answer of it that did not count. */
export const scoredAttemptPick =
  (solvedExamId: number): NotCountedPick =>
  (record) =>
    record.solvedExamId === solvedExamId ? record.notCounted : [];

/** The exam's screen tells the answers of an attempt gone from the server: no summary ever will. */
export const goneAttemptPick =
  (examId: number, enrollmentId: number): NotCountedPick =>
  (record) =>
    record.examId === examId && record.enrollmentId === enrollmentId
      ? record.notCounted.filter((answer) => answer.reason === 'gone')
      : [];

/**
 * An exam's screen, on its current attempt, tells the answers of the exam's other attempts (gone
 * from the server, or submitted before this one began): they were settled as it opened.
 */
export const replacedAttemptPick =
  (examId: number, enrollmentId: number, currentAttemptId: string): NotCountedPick =>
  (record) =>
    record.examId === examId && record.enrollmentId === enrollmentId && record.attemptId !== currentAttemptId
      ? record.notCounted
      : [];

/** One answer that did not count, as the student is told of it: by question number and the choice given. */
export interface NotCountedLine {
  questionId: number;
  /** Null when no paper on the device numbers the question (its exam is gone). */
  number: number | null;
  /** Null for a cleared answer. */
  answer: OptionKey | null;
}

export interface NotCountedGroup {
  reason: RefusalReason;
  lines: NotCountedLine[];
}

const reasonOrder: readonly RefusalReason[] = ['submitted-elsewhere', 'after-deadline', 'attempt-gone', 'gone'];

/** Answers as the student is told of them, in question order, numbered by the paper or the summary (`questions`). */
export function numberedLines(
  answers: readonly Pick<NotCountedAnswer, 'questionId' | 'answer'>[],
  questions: readonly { id: number; number: number }[],
): NotCountedLine[] {
  const numbers = new Map(questions.map((question) => [question.id, question.number]));
  const order = (line: NotCountedLine) => line.number ?? Number.POSITIVE_INFINITY;
  return answers
    .map(({ questionId, answer }) => ({ questionId, number: numbers.get(questionId) ?? null, answer }))
    .sort((a, b) => order(a) - order(b) || a.questionId - b.questionId);
}

/** The answers not counted, grouped by why (each group says it once), each group in question order. */
export function notCountedGroups(
  answers: readonly NotCountedAnswer[],
  questions: readonly { id: number; number: number }[],
): NotCountedGroup[] {
  return reasonOrder.flatMap((reason) => {
    const lines = numberedLines(
      answers.filter((answer) => answer.reason === reason),
      questions,
    );
    return lines.length > 0 ? [{ reason, lines }] : [];
  });
}
