'use client';

import useSWR from 'swr';
import { apiPaths, fetchSolvedExam } from '@/lib/api/endpoints';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { SolvedExam } from '@/lib/types';

/**
 * A submitted attempt with its score and answers; no call while `solvedExamId` is null (the real
 * URL not read yet) or no record id. A submitted attempt never changes, so it is not revalidated.
 */
export function useSolvedExam(solvedExamId: string | null) {
  const id = routeRecordId(solvedExamId);
  const { data, error, isLoading, mutate } = useSWR<SolvedExam>(
    id === null ? null : apiPaths.solvedExam(id),
    () => fetchSolvedExam(id as string),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return { data, error: error as unknown, isLoading, mutate };
}
