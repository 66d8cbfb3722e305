import { isApiError } from '@/lib/api/api-error';
import {
  closedOnServer,
  hasUnsentData,
  letGo,
  refuseAttempt,
  sameNotCounted,
  settleSaved,
  submissionEntries,
  unsentEntries,
  type AttemptRecord,
  type NotCountedAnswer,
} from './attempt-record';
import { readAttemptRecord, readAttemptRecords, updateAttemptRecord } from './attempt-storage';
import type { ExamServer } from './attempt-sync';

/**
 * What the device does with an attempt the server refuses for good (decision 12): it settles the
 * record at once (nothing of it waits to be sent any more) and keeps the answers that did not count
 * until the student has been told which, once.
 */

/**
 * The server says the attempt is scored, by the submission `scoredBy` (null: not said): its record
 * on this device settles (`closedOnServer`). Resolves to the record as now stored, or null when the
 * device keeps none (or cannot read it).
 */
export async function settleScored(
  attemptId: string,
  solvedExamId: number,
  scoredBy: string | null,
): Promise<AttemptRecord | null> {
  const stored = await readAttemptRecord(attemptId);
  if (!stored) return null;
  if (stored.solvedExamId !== null) return stored;
  return updateAttemptRecord(stored, (record) => closedOnServer(record, solvedExamId, scoredBy));
}

/**
 * The server does not have the exam for this enrollment (any more): every attempt of it that still
 * waits on this device is refused for good. Only for an enrollment of the signed-in student's.
 */
export async function settleGoneExam(examId: number, enrollmentId: number): Promise<void> {
  const waiting = (await readAttemptRecords()).filter(
    (record) => record.examId === examId && record.enrollmentId === enrollmentId && hasUnsentData(record),
  );
  for (const record of waiting) await updateAttemptRecord(record, (stored) => refuseAttempt(stored, 'gone'));
}

type Settle = (record: AttemptRecord) => AttemptRecord;

/**
 * What the server says of an attempt that is no longer the exam's current one, asked by sending
 * what waits for it once more; null when it does not answer (or fails): the record waits on.
 */
async function serverWordOn(record: AttemptRecord, server: ExamServer): Promise<Settle | null> {
  const { submission } = record;
  try {
    if (submission) {
      const { solvedExamId, submissionId } = await server.submit(record.attemptId, {
        submissionId: submission.id,
        answers: submissionEntries(record),
        submittedAt: submission.submittedAt,
      });
      return (stored) => closedOnServer(stored, solvedExamId, submissionId ?? null);
    }
    const entries = unsentEntries(record);
    const { rejected } = await server.saveAnswers(record.attemptId, entries);
    return (stored) => settleSaved(stored, entries, rejected);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return (stored) => refuseAttempt(stored, 'attempt-gone');
    if (isApiError(error) && error.status === 409) return (stored) => refuseAttempt(stored, 'submitted-elsewhere');
    return null;
  }
}

/**
 * The server answered `currentAttemptId` as the student's attempt at this exam through this
 * enrollment (an enrollment of theirs). Any other attempt of it still waiting on this device was
 * submitted before that one began, or is gone from the server (the exam goes on): each is sent once
 * more, and the server's answer settles it, so its answers are counted or named, never left waiting
 * for a screen that no longer opens it. Not answered, it waits for the exam's next opening.
 */
export async function settleReplacedAttempts(
  examId: number,
  enrollmentId: number,
  currentAttemptId: string,
  server: ExamServer,
): Promise<void> {
  const replaced = (await readAttemptRecords()).filter(
    (record) =>
      record.examId === examId &&
      record.enrollmentId === enrollmentId &&
      record.attemptId !== currentAttemptId &&
      hasUnsentData(record),
  );
  for (const record of replaced) {
    const settle = await serverWordOn(record, server);
    if (settle) await updateAttemptRecord(record, settle);
  }
}

/** An attempt's answers still waiting on this device, as the student is shown them before letting go. */
export interface WaitingAttempt {
  examId: number;
  enrollmentId: number;
  answers: Pick<NotCountedAnswer, 'questionId' | 'answer'>[];
}

/** Null when the device no longer keeps the attempt, or nothing of it waits. */
export async function readWaitingAttempt(attemptId: string): Promise<WaitingAttempt | null> {
  const record = await readAttemptRecord(attemptId);
  if (!record || !hasUnsentData(record)) return null;
  const answers = unsentEntries(record).map(({ questionId, answer }) => ({ questionId, answer }));
  return { examId: record.examId, enrollmentId: record.enrollmentId, answers };
}

/** The student lets go of what waits for an attempt the device cannot send any more (`letGo`). */
export async function letGoOfAttempt(attemptId: string): Promise<void> {
  const record = await readAttemptRecord(attemptId);
  if (record) await updateAttemptRecord(record, letGo);
}

/** Picks, from one attempt record, the answers not counted that a screen tells of. */
export type NotCountedPick = (record: AttemptRecord) => readonly NotCountedAnswer[];

export async function readNotCounted(pick: NotCountedPick): Promise<NotCountedAnswer[]> {
  return (await readAttemptRecords()).flatMap(pick);
}

/** The student has been told of `told`: the records forget them (an answer refused since stays). */
export async function forgetNotCounted(pick: NotCountedPick, told: readonly NotCountedAnswer[]): Promise<void> {
  const records = (await readAttemptRecords()).filter((record) => pick(record).length > 0);
  for (const record of records) {
    await updateAttemptRecord(record, (stored) => ({
      ...stored,
      notCounted: stored.notCounted.filter((answer) => !told.some((shown) => sameNotCounted(shown, answer))),
    }));
  }
}
