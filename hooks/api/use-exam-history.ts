'use client';

import useSWR from 'swr';
import { apiPaths, fetchExamHistory } from '@/lib/api/endpoints';
import type { ExamHistoryEntry } from '@/lib/types';
import { swrConfigFor, type WhenAsked } from './after-paint';

/**
 * The student's submitted attempts, newest first: of one course, or of all without `courseId`;
 * `null` asks for nothing (a course without exams).
 */
export function useExamHistory(courseId?: number | null, whenAsked: WhenAsked = {}) {
  const { data, error, isLoading, mutate } = useSWR<ExamHistoryEntry[]>(
    courseId === null ? null : apiPaths.examHistory(courseId),
    () => fetchExamHistory(courseId ?? undefined),
    swrConfigFor(whenAsked),
  );
  return { data, error: error as unknown, isLoading, mutate };
}
