'use client';

import useSWR from 'swr';
import { swrOptions } from '@/hooks/api/swr-options';
import { examKey } from '@/lib/exam/exam-device-db';

/**
 * A set of exams this device holds something for (`examId/enrollmentId` keys, undefined until
 * read), read with `read.load` under the SWR key `read.key` (device-exam-reads.ts), and whether
 * one exam is among them. `active: false` reads nothing (a course without exams).
 */
export function useDeviceExamKeys(read: { key: string; load: () => Promise<string[]> }, active: boolean) {
  // An array, not a Set: SWR compares answers by their content, and sees no content in a Set.
  const { data, error, isLoading, mutate } = useSWR<string[]>(active ? read.key : null, read.load, {
    ...swrOptions,
    revalidateOnFocus: false,
  });
  return {
    data,
    error: error as unknown,
    isLoading,
    mutate,
    has: (examId: number, enrollmentId: number) => data?.includes(examKey(examId, enrollmentId)) ?? false,
  };
}
