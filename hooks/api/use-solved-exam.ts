'use client';

import { apiPaths, fetchSolvedExam, keptCopies } from '@/lib/api/endpoints';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { SolvedExam } from '@/lib/types';
import { useApiRequest, type ApiRequest } from './api-request';

/** A submitted attempt's read; null when the id is no record id (or not read yet). */
export function solvedExamRequest(solvedExamId: string | null | undefined): ApiRequest<SolvedExam> | null {
  const id = routeRecordId(solvedExamId);
  return id === null
    ? null
    : { key: apiPaths.solvedExam(id), load: () => fetchSolvedExam(id), kept: () => keptCopies.solvedExam(id) };
}

/**
 * A submitted attempt with its score and answers; no call while `solvedExamId` is null (the real
 * URL not read yet) or no record id. A submitted attempt never changes, so it is not revalidated.
 */
export function useSolvedExam(solvedExamId: string | null) {
  return useApiRequest(solvedExamRequest(solvedExamId), { revalidateOnFocus: false, revalidateOnReconnect: false });
}
