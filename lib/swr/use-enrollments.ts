'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchEnrollments } from '@/lib/api/endpoints';
import { isEnrollmentList } from '@/lib/courses/enrollments';
import type { EnrollmentList } from '@/lib/types';

async function loadEnrollments(): Promise<EnrollmentList> {
  const answer: unknown = await fetchEnrollments();
  if (!isEnrollmentList(answer)) throw new ApiError('invalid-response', 'Invalid enrollment data');
  return answer;
}

/** The student's enrollments; `enabled` false while there is no session to ask with. */
export function useEnrollments(enabled: boolean, options?: SWRConfiguration<EnrollmentList>) {
  const { data, error, isLoading, mutate } = useSWR<EnrollmentList>(
    enabled ? apiPaths.enrollments : null,
    loadEnrollments,
    options,
  );
  return { enrollments: data, error: error as unknown, loading: isLoading, mutate };
}
