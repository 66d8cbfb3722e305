'use client';

import { useEffect, useState } from 'react';
import { examApiPaths, fetchExam } from '@/lib/api/endpoints';
import type { Exam } from '@/lib/types';
import { routeRecordId } from '@/lib/routes/route-ids';
import { useApiRequest, type ApiRequest } from './api-request';
import { paperOnScreen, type KeptExamPaper, type PaperReadFor } from './exam-paper';
import { useWaitingRead } from './kept-copy';

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
 * The paper from the server, kept on the device from then on (a reload offline reopens the exam).
 * Without an answer the screen shows the kept paper (`useExam`), not this read.
 */
const loadExam = (examId: string, enrollmentId: string): Promise<Exam> =>
  fetchAndKeepPaper(examId, enrollmentId, (error) => console.warn('Exam paper not kept', error));

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

/** The paper this device keeps for the exam, read once per exam; null while unread, without one, or without ids. */
function useKeptPaper(examId: string | null, enrollmentId: string | null): KeptExamPaper | null {
  const [kept, setKept] = useState<{ key: string; paper: KeptExamPaper | null } | null>(null);
  const key = examId === null || enrollmentId === null ? null : `${examId}/${enrollmentId}`;
  useEffect(() => {
    if (examId === null || enrollmentId === null) return;
    let current = true;
    keepingCode()
      .then((papers) => papers.readKeptPaper(examId, enrollmentId))
      .catch((error: unknown) => {
        console.warn('Could not read the exam paper kept on this device', error);
        return null;
      })
      .then((paper) => {
        if (current)
          setKept({
            key: `${examId}/${enrollmentId}`,
            paper: paper && { exam: paper.exam, savedAt: Date.parse(paper.keptAt) },
          });
      });
    return () => {
      current = false;
    };
  }, [examId, enrollmentId]);
  return kept !== null && kept.key === key ? kept.paper : null;
}

/**
 * The exam's questions; null ids while the real URL is not read yet. Device first (decision 44):
 * a paper kept on this device for this enrollment draws at once while the read goes out, and the
 * server's paper replaces it when it answers (`paperOnScreen`). `fromDevice` is true while the
 * kept paper stands in.
 */
export function useExam(examId: string | null, enrollmentId: string | null, readFor: PaperReadFor) {
  const request = examRequest(examId, enrollmentId);
  // The questions do not change during the exam: no refetch on focus or reconnect.
  const { data, error, mutate } = useApiRequest(request, { revalidateOnFocus: false, revalidateOnReconnect: false });
  const kept = useKeptPaper(request && examId, request && enrollmentId);
  const shown = paperOnScreen({ fetched: data, error }, kept, readFor);
  useWaitingRead(shown.keptAt);
  return { data: shown.exam, error: shown.error, fromDevice: shown.exam !== undefined && data === undefined, mutate };
}
