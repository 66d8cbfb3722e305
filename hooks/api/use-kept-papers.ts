'use client';

import useSWR from 'swr';
import { examKey } from '@/lib/exam/exam-device-db';
import { keptPaperKeys, removeKeptPaper } from '@/lib/exam/kept-papers';
import { fetchAndKeepPaper } from './use-exam';

const keptPapersKey = 'exam-papers-kept-on-device';

/**
 * Which exam papers this device keeps (`examId/enrollmentId`; undefined until read), with keeping
 * (asks the API for the paper) and removing. `active: false` reads nothing (a course without exams).
 */
export function useKeptPapers(active = true) {
  // An array, not a Set: SWR compares answers by their content, and sees no content in a Set.
  const { data, error, isLoading, mutate } = useSWR<string[]>(active ? keptPapersKey : null, keptPaperKeys, {
    revalidateOnFocus: false,
  });
  return {
    data,
    error: error as unknown,
    isLoading,
    mutate,
    isKept: (examId: number, enrollmentId: number) => data?.includes(examKey(examId, enrollmentId)) ?? false,
    keep: async (examId: number, enrollmentId: number) => {
      await fetchAndKeepPaper(examId, enrollmentId);
      await mutate();
    },
    remove: async (examId: number, enrollmentId: number) => {
      await removeKeptPaper(examId, enrollmentId);
      await mutate();
    },
  };
}
