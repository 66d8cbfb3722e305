'use client';

import useSWR from 'swr';
import { examKey } from '@/lib/exam/exam-device-db';
import { examsInProgressOnDevice } from '@/lib/exam/kept-attempts';

const inProgressKey = 'exam-attempts-in-progress-on-device';

/**
 * Which exams have an attempt in progress on this device, so the course page offers "Continue"
 * rather than "Start" for them, offline too. `active: false` reads nothing (a course without exams).
 */
export function useExamsInProgress(active = true) {
  // An array, not a Set: SWR compares answers by their content, and sees no content in a Set.
  const { data, error, isLoading, mutate } = useSWR<string[]>(active ? inProgressKey : null, examsInProgressOnDevice, {
    revalidateOnFocus: false,
  });
  return {
    data,
    error: error as unknown,
    isLoading,
    mutate,
    inProgress: (examId: number, enrollmentId: number) => data?.includes(examKey(examId, enrollmentId)) ?? false,
  };
}
