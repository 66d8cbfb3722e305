'use client';

import { deviceExamReads } from './device-exam-reads';
import { useDeviceExamKeys } from './use-device-exam-keys';

/**
 * Which exams have an attempt in progress on this device, so the course page offers "Continue"
 * rather than "Start" for them, offline too. `active: false` reads nothing (a course without exams).
 */
export function useExamsInProgress(active = true) {
  const { has, ...read } = useDeviceExamKeys(deviceExamReads.examsInProgress, active);
  return { ...read, inProgress: has };
}
