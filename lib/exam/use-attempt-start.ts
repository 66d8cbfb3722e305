'use client';

import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { examApiPaths, startExamAttempt } from '@/lib/api/endpoints';
import type { ExamAttempt } from '@/lib/types';
import type { AttemptRecord } from './attempt-record';
import { readAttemptRecord } from './attempt-storage';
import { clockSample, type ClockSample } from './clock';
import { isExamAttempt } from './exam-shape';

export interface StartedAttempt {
  attempt: ExamAttempt;
  clock: ClockSample;
  /** What the device kept of this attempt (null when nothing, or when the device cannot read it). */
  stored: AttemptRecord | null;
}

async function startAttempt(examId: string, enrollmentId: number): Promise<StartedAttempt> {
  const sentAt = Date.now();
  const answer: unknown = await startExamAttempt(examId, enrollmentId);
  const receivedAt = Date.now();
  const clock = isExamAttempt(answer) ? clockSample(answer.serverNow, sentAt, receivedAt) : null;
  if (!isExamAttempt(answer) || !clock) throw new ApiError('invalid-response', 'Invalid exam attempt');
  const stored = await readAttemptRecord(answer.attemptId).catch((error: unknown) => {
    console.warn('Could not read the exam answers kept on this device', error);
    return null;
  });
  return { attempt: answer, clock, stored };
}

/**
 * Starts the attempt or gets the open one (the server never moves its deadline), with the
 * device clock's offset measured on the same request.
 */
export function useAttemptStart(examId: string | null, enrollmentId: number | null) {
  const key = examId === null || enrollmentId === null ? null : [examApiPaths.attempts(examId), enrollmentId];
  const { data, error, mutate } = useSWR<StartedAttempt>(key, () => startAttempt(examId as string, enrollmentId as number), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { started: data, error: error as unknown, retry: () => void mutate() };
}
