'use client';

import useSWR from 'swr';
import { apiPaths, fetchExamHistory } from '@/lib/api/endpoints';
import type { ExamHistoryEntry } from '@/lib/types';

/** The student's submitted attempts, newest first: of one course, or of all without `courseId`. */
export function useExamHistory(courseId?: number) {
  const { data, error, isLoading, mutate } = useSWR<ExamHistoryEntry[]>(apiPaths.examHistory(courseId), () =>
    fetchExamHistory(courseId),
  );
  return { data, error: error as unknown, isLoading, mutate };
}
