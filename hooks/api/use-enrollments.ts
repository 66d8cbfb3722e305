'use client';

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
  useUserStoreRead('enrollments', result, enrollmentsLoaded);
  return result;
}
