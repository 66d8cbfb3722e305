'use client';

import { apiPaths, fetchExamHistory, keptCopies } from '@/lib/api/endpoints';
import type { ExamHistoryEntry } from '@/lib/types';
import { swrConfigFor, type WhenAsked } from './after-paint';
import { useApiRequest, type ApiRequest } from './api-request';

/**
 * The student's submitted attempts, newest first: of one course, or of all without `courseId`;
 * `null` asks for nothing (a course without exams).
 */
export function useExamHistory(courseId?: number | null, whenAsked: WhenAsked = {}) {
  const request: ApiRequest<ExamHistoryEntry[]> | null =
    courseId === null
      ? null
      : {
          key: apiPaths.examHistory(courseId),
          load: () => fetchExamHistory(courseId ?? undefined),
          kept: () => keptCopies.examHistory(courseId ?? undefined),
        };
  return useApiRequest(request, swrConfigFor(whenAsked));
}
