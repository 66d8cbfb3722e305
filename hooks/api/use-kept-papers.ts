'use client';

import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { fetchExam } from '@/lib/api/endpoints';
import { examKey } from '@/lib/exam/exam-device-db';
import { isExam } from '@/lib/exam/exam-shape';
import { keepPaper, keptPaperKeys, removeKeptPaper } from '@/lib/exam/kept-papers';

const keptPapersKey = 'exam-papers-kept-on-device';

/** Fetches the paper from the server and keeps it, so the exam can be started without a connection. */
async function fetchAndKeep(examId: number, enrollmentId: number) {
  const answer: unknown = await fetchExam(examId, enrollmentId);
  if (!isExam(answer)) throw new ApiError('invalid-response', 'Invalid exam data');
  await keepPaper(answer, enrollmentId);
}

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
      await fetchAndKeep(examId, enrollmentId);
      await mutate();
    },
    remove: async (examId: number, enrollmentId: number) => {
      await removeKeptPaper(examId, enrollmentId);
      await mutate();
    },
  };
}
