'use client';

import { useCallback } from 'react';
import { apiPaths, fetchEnrollments, keptCopies } from '@/lib/api/endpoints';
import type { EnrollmentList } from '@/lib/types';
import { enrollmentsLoaded } from '@/store/user-slice';
import { useApiRequest, type ApiRequest } from './api-request';
import { useUserStoreRead } from './user-store-read';

const enrollmentsRequest: ApiRequest<EnrollmentList> = {
  key: apiPaths.enrollments,
  load: fetchEnrollments,
  kept: keptCopies.enrollments,
};

/**
 * The student's enrollments (courses, exam courses, where they left off, today's live classes),
 * read while `enabled` and written into the user store, where the screens read them. Device first
 * (decision 44): the copy kept for this session draws at once.
 */
export function useEnrollments(enabled: boolean) {
  const result = useApiRequest(enabled ? enrollmentsRequest : null);
  // The store learns when the list was read: a kept copy's save time, else now (the kept-course
  // sync acts only on a list fresher than its plan, decision 52).
  const { keptAt } = result;
  const write = useCallback((list: EnrollmentList) => enrollmentsLoaded(list, keptAt ?? undefined), [keptAt]);
  useUserStoreRead('enrollments', result, write);
  return result;
}
