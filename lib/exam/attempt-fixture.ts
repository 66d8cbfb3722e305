import type { ExamAttempt } from '@/lib/types';

/** Test fixture: an attempt as the attempt call answers it, just started, three hours to go. */
export const inProgressAttempt: ExamAttempt = {
  attemptId: 'a-1',
  examId: 9033,
  enrollmentId: 202,
  status: 'in-progress',
  startedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-05-01T13:00:00.000Z',
  serverNow: '2026-05-01T10:00:00.000Z',
  answers: {},
  solvedExamId: null,
};
