'use client';

import { examsInProgressOnDevice } from '@/lib/exam/kept-attempts';
import { useDeviceExamKeys } from './use-device-exam-keys';

/**
 * Which exams have an attempt in progress on this device, so the course page offers "Continue"
 * rather than "Start" for them, offline too. `active: false` reads nothing (a course without exams).
 */
export function useExamsInProgress(active = true) {
  const { has, ...read } = useDeviceExamKeys('exam-attempts-in-progress-on-device', examsInProgressOnDevice, active);
  return { ...read, inProgress: has };
}
