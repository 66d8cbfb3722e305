'use client';

import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { examApiPaths, startExamAttempt } from '@/lib/api/endpoints';
import { openExamAttempt, type OfflineStart, type StartedAttempt } from './attempt-opening';
import { readAttemptRecord, removeAttemptRecord, writeAttemptRecord } from './attempt-storage';
import { clockSample } from './clock';
import { isExamAttempt } from './exam-shape';
import { keepAttempt, moveRecord, readKeptAttempt } from './kept-attempts';
import { readKeptPaper } from './kept-papers';
import { newSubmissionId } from './submission-id';

export type { StartedAttempt } from './attempt-opening';

async function startOnServer(examId: string, enrollmentId: number, offlineStart: OfflineStart | null) {
  const sentAt = Date.now();
  const answer: unknown = await startExamAttempt(examId, enrollmentId, offlineStart);
  const receivedAt = Date.now();
  const clock = isExamAttempt(answer) ? clockSample(answer.serverNow, sentAt, receivedAt) : null;
  if (!isExamAttempt(answer) || !clock) throw new ApiError('invalid-response', 'Invalid exam attempt');
  return { attempt: answer, clock };
}

const openAttempt = (examId: string, enrollmentId: number) =>
  openExamAttempt({
    enrollmentId,
    startOnServer: (offlineStart) => startOnServer(examId, enrollmentId, offlineStart),
    readKeptAttempt: () => readKeptAttempt(examId, enrollmentId),
    keepAttempt,
    readKeptPaper: async () => (await readKeptPaper(examId, enrollmentId))?.exam ?? null,
    moveAnswers: async (fromAttemptId, to) => {
      const from = readAttemptRecord(fromAttemptId);
      if (!from) return;
      writeAttemptRecord(moveRecord(from, readAttemptRecord(to.attemptId), to));
      removeAttemptRecord(fromAttemptId);
    },
    newAttemptId: () => `d-${newSubmissionId()}`,
    now: Date.now,
  });

/**
 * Starts the attempt or gets the open one (the server never moves its deadline), with the
 * device clock's offset measured on the same request; without a connection, the attempt this
 * device keeps (attempt-opening.ts).
 */
export function useAttemptStart(examId: string | null, enrollmentId: number | null) {
  const key = examId === null || enrollmentId === null ? null : [examApiPaths.attempts(examId), enrollmentId];
  const { data, error, mutate } = useSWR<StartedAttempt>(key, () => openAttempt(examId as string, enrollmentId as number), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { started: data, error: error as unknown, retry: () => void mutate() };
}
