'use client';

import { isApiError } from '@/lib/api/api-error';
import { examApiPaths, fetchExam } from '@/lib/api/endpoints';
import type { Exam } from '@/lib/types';
import { routeRecordId } from '@/lib/routes/route-ids';
import { useApiRequest, type ApiRequest } from './api-request';

/**
 * The paper from the server, kept on the device from then on (a reload offline reopens the exam);
 * without a connection, the kept paper. The keeping code loads beside the paper, not with the
 * shared shell, which asks for the paper on a first load (decision 41).
 */
async function loadExam(examId: string, enrollmentId: string): Promise<Exam> {
  const keeping = import('@/lib/exam/kept-papers').catch((error: unknown) => {
    console.warn('Exam paper keeping not loaded', error);
    return null;
  });
  try {
    const exam = await fetchExam(examId, enrollmentId);
    const papers = await keeping;
    await papers
      ?.keepPaper(exam, Number(enrollmentId))
      .catch((error: unknown) => console.warn('Exam paper not kept', error));
    return exam;
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'no-response') throw error;
    const papers = await keeping;
    const kept = await papers?.readKeptPaper(examId, enrollmentId).catch(() => null);
    if (!kept) throw error;
    return kept.exam;
  }
}

/** An exam paper's read; null unless both ids are record ids (`..%2F..` must steer no call). */
export function examRequest(
  examId: string | null | undefined,
  enrollmentId: string | null | undefined,
): ApiRequest<Exam> | null {
  const exam = routeRecordId(examId);
  const enrollment = routeRecordId(enrollmentId);
  if (exam === null || enrollment === null) return null;
  return { key: examApiPaths.exam(exam, enrollment), load: () => loadExam(exam, enrollment) };
}

/** The exam's questions; null ids while the real URL is not read yet. */
export function useExam(examId: string | null, enrollmentId: string | null) {
  // The questions do not change during the exam: no refetch on focus or reconnect.
  return useApiRequest(examRequest(examId, enrollmentId), { revalidateOnFocus: false, revalidateOnReconnect: false });
}
