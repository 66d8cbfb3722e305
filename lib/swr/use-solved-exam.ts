'use client';

import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchSolvedExam } from '@/lib/api/endpoints';
import { isSolvedExam } from '@/lib/exam-summary/solved-exam-shape';
import type { SolvedExam } from '@/lib/types';

async function loadSolvedExam(solvedExamId: string): Promise<SolvedExam> {
  const answer: unknown = await fetchSolvedExam(solvedExamId);
  if (!isSolvedExam(answer)) throw new ApiError('invalid-response', 'Invalid solved exam');
  return answer;
}

/**
 * A submitted attempt with its score and answers; `solvedExamId` null while the real id is not
 * known yet (before hydration). A submitted attempt never changes, so it is not revalidated.
 */
export function useSolvedExam(solvedExamId: string | null) {
  const key = solvedExamId === null ? null : apiPaths.solvedExam(solvedExamId);
  const { data, error, isLoading, mutate } = useSWR<SolvedExam>(key, () => loadSolvedExam(solvedExamId as string), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { solvedExam: data, error: error as unknown, loading: isLoading || key === null, mutate };
}
