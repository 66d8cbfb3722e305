import {
  closedOnServer,
  hasUnsentData,
  refuseAttempt,
  sameNotCounted,
  type AttemptRecord,
  type NotCountedAnswer,
} from './attempt-record';
import { readAttemptRecord, readAttemptRecords, updateAttemptRecord } from './attempt-storage';

/**
 * What the device does with an attempt the server refuses for good (decision 12): it settles the
 * record at once (nothing of it waits to be sent any more) and keeps the answers that did not count
 * until the student has been told which, once.
 */

/**
 * The server says the attempt is scored: its record on this device settles (`closedOnServer`).
 * Resolves to the record as now stored, or null when the device keeps none (or cannot read it).
 */
export async function settleScored(attemptId: string, solvedExamId: number): Promise<AttemptRecord | null> {
  const stored = await readAttemptRecord(attemptId);
  if (!stored) return null;
  if (stored.solvedExamId !== null) return stored;
  return updateAttemptRecord(stored, (record) => closedOnServer(record, solvedExamId));
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
