'use client';

import useSWR, { mutate as revalidate } from 'swr';
import { swrOptions } from './swr-options';
import { ApiError } from '@/lib/api/api-error';
import { examApiPaths, startExamAttempt } from '@/lib/api/endpoints';
import { openExamAttempt, type OfflineStart, type StartedAttempt } from '@/lib/exam/attempt-opening';
import { moveRecord, type AttemptRecord } from '@/lib/exam/attempt-record';
import { moveAttemptRecord, readAttemptRecord } from '@/lib/exam/attempt-storage';
import { examStartBudgetMs } from '@/lib/config/ui';
import { clockSample } from '@/lib/exam/clock';
import { keepAttempt, readKeptAttempt } from '@/lib/exam/kept-attempts';
import { readKeptPaper } from '@/lib/exam/kept-papers';
import { randomUuid } from '@/lib/random/uuid';

export type { StartedAttempt } from '@/lib/exam/attempt-opening';

/** A started attempt with what the device kept of it (null when nothing, or when the device cannot read it). */
export type OpenedAttempt = StartedAttempt & { stored: AttemptRecord | null };

async function startOnServer(examId: string, enrollmentId: number, offlineStart: OfflineStart | null, retake: boolean) {
  const sentAt = Date.now();
  const attempt = await startExamAttempt(examId, enrollmentId, offlineStart, retake);
  const receivedAt = Date.now();
  // The answer is parsed (its `serverNow` a time); a device clock that stepped back mid-request gives no sample.
  const clock = clockSample(attempt.serverNow, sentAt, receivedAt);
  if (!clock) throw new ApiError('invalid-response', 'Invalid exam attempt');
  return { attempt, clock };
}

async function openAttempt(
  examId: string,
  enrollmentId: number,
  retake: boolean,
  onServerBack: () => void,
): Promise<OpenedAttempt> {
  const started = await openExamAttempt({
    enrollmentId,
    startOnServer: (offlineStart) => startOnServer(examId, enrollmentId, offlineStart, retake),
    readKeptAttempt: () => readKeptAttempt(examId, enrollmentId),
    keepAttempt,
    readKeptPaper: async () => (await readKeptPaper(examId, enrollmentId))?.exam ?? null,
    // One transaction; a tab still showing the attempt started offline keeps writing into `to` (decision 21).
    moveAnswers: (fromAttemptId, to) =>
      moveAttemptRecord(fromAttemptId, to.attemptId, (from, target) => moveRecord(from, target, to)),
    newAttemptId: () => `d-${randomUuid()}`,
    now: Date.now,
    serverBudgetMs: examStartBudgetMs,
    onServerBack,
    retake,
  });
  const stored = await readAttemptRecord(started.attempt.attemptId).catch((error: unknown) => {
    console.warn('Could not read the exam answers kept on this device', error);
    return null;
  });
  return { ...started, stored };
}

/**
 * Starts the attempt or gets the open one (the server never moves its deadline), with the
 * device clock's offset measured on the same request; without a connection, or with the server
 * silent past the start budget, the attempt this device keeps or starts from its kept paper
 * (attempt-opening.ts), asked of the server again as soon as the server answers. Nothing is asked
 * while `examId` is null: the exam screen passes it once the student pressed Start, or at once to
 * resume an attempt.
 */
export function useAttemptStart(examId: string | null, enrollmentId: number | null, retake = false) {
  const key = examId === null || enrollmentId === null ? null : [examApiPaths.attempts(examId), enrollmentId, retake];
  const { data, error, isLoading, mutate } = useSWR<OpenedAttempt>(
    key,
    () => openAttempt(examId as string, enrollmentId as number, retake, () => void revalidate(key)),
    {
      ...swrOptions,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  return { data, error: error as unknown, isLoading, mutate };
}
