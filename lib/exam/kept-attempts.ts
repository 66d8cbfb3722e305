import * as v from 'valibot';
import type { Exam, ExamAttempt } from '@/lib/types';
import type { ClockSample } from './clock';
import { deleteKeptExcept, examKey, getAllKept, getKept, putKept } from './exam-device-db';
import { isExamAttempt } from './exam-shape';

/**
 * What reopens an attempt without the server: the attempt as last known (from the server, or made
 * on this device when it was started offline) and the device clock's offset then. The answers
 * themselves are in the attempt record (attempt-storage.ts).
 */
export interface KeptAttempt {
  key: string;
  attempt: ExamAttempt;
  /** Server time minus device time when the attempt was last heard of from the server. */
  clockOffsetMs: number;
  /** False while an attempt started offline has not been created on the server yet. */
  onServer: boolean;
}

const keptAttemptSchema = v.pipe(
  v.object({
    key: v.string(),
    attempt: v.custom<ExamAttempt>(isExamAttempt),
    clockOffsetMs: v.pipe(v.number(), v.finite()),
    onServer: v.boolean(),
  }),
  v.check((kept) => kept.key === examKey(kept.attempt.examId, kept.attempt.enrollmentId)),
);

export const isKeptAttempt = (value: unknown): value is KeptAttempt => v.is(keptAttemptSchema, value);

export const keptFromServer = (attempt: ExamAttempt, clock: ClockSample): KeptAttempt => ({
  key: examKey(attempt.examId, attempt.enrollmentId),
  attempt,
  clockOffsetMs: clock.offsetMs,
  onServer: true,
});

/**
 * An attempt started on this device without a connection, by the same rule as the server's:
 * the deadline is the start plus the exam's duration, both in server time as the device knows it.
 */
export function startOnDevice(exam: Exam, enrollmentId: number, attemptId: string, serverNowMs: number): ExamAttempt {
  const startedAt = new Date(serverNowMs).toISOString();
  return {
    attemptId,
    examId: exam.id,
    enrollmentId,
    status: 'in-progress',
    startedAt,
    deadline: new Date(serverNowMs + exam.durationSeconds * 1000).toISOString(),
    serverNow: startedAt,
    answers: {},
    solvedExamId: null,
  };
}

/** The clock of a reopened attempt: the offset last measured, outranked by any new measurement. */
export const keptClock = (kept: KeptAttempt): ClockSample => ({
  offsetMs: kept.clockOffsetMs,
  roundTripMs: Number.POSITIVE_INFINITY,
});

/** The attempt was scored: reopening it (offline too) leads to its summary. */
export const keptSubmitted = (kept: KeptAttempt, solvedExamId: number): KeptAttempt => ({
  ...kept,
  attempt: { ...kept.attempt, status: 'submitted', solvedExamId },
});

export async function readKeptAttempt(
  examId: number | string,
  enrollmentId: number | string,
): Promise<KeptAttempt | null> {
  const stored = await getKept('attempts', examKey(examId, enrollmentId));
  return isKeptAttempt(stored) ? stored : null;
}

export const keepAttempt = (kept: KeptAttempt) => putKept('attempts', kept);

/** The exams (`examId/enrollmentId`) with an attempt in progress on this device, sorted. */
export async function examsInProgressOnDevice(): Promise<string[]> {
  const attempts = (await getAllKept('attempts')).filter(isKeptAttempt);
  return attempts
    .filter((kept) => kept.attempt.status === 'in-progress')
    .map((kept) => kept.key)
    .sort();
}

/** Reopening a scored attempt, offline too, leads to its summary. Only logged when it fails: the server knows. */
export const keepSubmitted = (attempt: ExamAttempt, clock: ClockSample, solvedExamId: number) =>
  keepAttempt(keptSubmitted(keptFromServer(attempt, clock), solvedExamId)).catch((error: unknown) =>
    console.warn('Submitted exam not noted on this device', error),
  );

/**
 * The end of a student's session on this device: the exams kept go (papers and attempts the server
 * has), except the attempts the server still lacks, with their papers so they reopen offline: one
 * not created on the server yet, or one in `unsentAttemptIds` (answers or a submission not sent).
 * Kept attempts are keyed by enrollment, which is the student's own: no one else reopens them.
 */
export async function forgetKeptExams(unsentAttemptIds: ReadonlySet<string>): Promise<void> {
  const attempts = (await getAllKept('attempts')).filter(isKeptAttempt);
  const stay = attempts.filter((kept) => !kept.onServer || unsentAttemptIds.has(kept.attempt.attemptId));
  await deleteKeptExcept(new Set(stay.map((kept) => kept.key)));
}
