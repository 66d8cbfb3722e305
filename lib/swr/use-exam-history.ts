'use client';

import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchExamHistory } from '@/lib/api/endpoints';
import { isExamHistory } from '@/lib/exam-summary/solved-exam-shape';
import type { ExamHistoryEntry } from '@/lib/types';

async function loadHistory(courseId: number | undefined): Promise<ExamHistoryEntry[]> {
  const answer = await fetchExamHistory(courseId);
  if (!isExamHistory(answer)) throw new ApiError('invalid-response', 'Invalid exam history');
  return answer;
}

/** The student's submitted attempts, newest first: of one course, or of all without `courseId`. */
export function useExamHistory(courseId?: number) {
  const { data, error, isLoading, mutate } = useSWR<ExamHistoryEntry[]>(apiPaths.examHistory(courseId), () => loadHistory(courseId));
  return { history: data, error: error as unknown, loading: isLoading, mutate };
}
