'use client';

import { deviceExamReads } from '@/hooks/exam/device-exam-reads';
import { useDeviceExamKeys } from '@/hooks/exam/use-device-exam-keys';
import { removeKeptPaper } from '@/lib/exam/kept-papers';
import { fetchAndKeepPaper } from './use-exam';

/**
 * Which exam papers this device keeps (`examId/enrollmentId`; undefined until read), with keeping
 * (asks the API for the paper) and removing. `active: false` reads nothing (a course without exams).
 */
export function useKeptPapers(active = true) {
  const { has, ...read } = useDeviceExamKeys(deviceExamReads.keptPapers, active);
  const { mutate } = read;
  return {
    ...read,
    isKept: has,
    keep: async (examId: number, enrollmentId: number) => {
      await fetchAndKeepPaper(examId, enrollmentId);
      await mutate();
    },
    remove: async (examId: number, enrollmentId: number) => {
      await removeKeptPaper(examId, enrollmentId);
      await mutate();
    },
  };
}
