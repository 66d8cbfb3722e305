'use client';

import { isApiError } from '@/lib/api/api-error';
import { examApiPaths, fetchExam } from '@/lib/api/endpoints';
import type { Exam } from '@/lib/types';
import { routeRecordId } from '@/lib/routes/route-ids';
import { useApiRequest, type ApiRequest } from './api-request';

/** The keeping code loads beside the paper, not with the shared shell (decision 41). */
const keepingCode = () => import('@/lib/exam/kept-papers');

const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Fetches the paper from the server and keeps it on this device. A paper the device could not
 * keep fails the call unless `onNotKept` takes the failure (opening the exam only logs it).
 */
export async function fetchAndKeepPaper(
  examId: number | string,
  enrollmentId: number | string,
  onNotKept: (error: unknown) => void = rethrow,
): Promise<Exam> {
  // Loaded while the paper is fetched; a failed load is `onNotKept`'s below.
  const keeping = keepingCode();
  keeping.catch(() => undefined);
  const exam = await fetchExam(examId, enrollmentId);
  await keeping.then((papers) => papers.keepPaper(exam, Number(enrollmentId))).catch(onNotKept);
  return exam;
}

/**
 * The paper from the server, kept on the device from then on (a reload offline reopens the exam);
 * without a connection, the kept paper.
 */
async function loadExam(examId: string, enrollmentId: string): Promise<Exam> {
  try {
    return await fetchAndKeepPaper(examId, enrollmentId, (error) => console.warn('Exam paper not kept', error));
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'no-response') throw error;
    const kept = await keepingCode()
      .then((papers) => papers.readKeptPaper(examId, enrollmentId))
      .catch(() => null);
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
