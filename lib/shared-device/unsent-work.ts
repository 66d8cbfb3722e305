import { materialHref } from '@/lib/courses/material-href';
import { mayKeepAttempts } from '@/lib/exam/attempt-database';
import type { AttemptRecord } from '@/lib/exam/attempt-record';
import { queuedWrites } from '@/lib/offline/stored-write-queue';
import type { Enrollment } from '@/lib/types';

/** An exam attempt with answers or a submission the server lacks, and the screen that sends them. */
export interface UnsentExam {
  attemptId: string;
  name: string;
  href: string | null;
}

/** What the signed-in student would leave unsent by signing out now. */
export interface UnsentWork {
  writes: number;
  exams: UnsentExam[];
}

export function unsentExam(record: AttemptRecord, enrollments: readonly Enrollment[]): UnsentExam {
  const enrollment = enrollments.find((candidate) => candidate.id === record.enrollmentId);
  const material = enrollment?.course.courseSections
    .flatMap((section) => section.courseTopics)
    .flatMap((topic) => topic.materials)
    .find((candidate) => candidate.type === 'exam' && candidate.id === record.examId);
  return {
    attemptId: record.attemptId,
    name: material?.name ?? `#${record.examId}`,
    href: enrollment ? materialHref({ id: record.examId, type: 'exam' }, enrollment) : null,
  };
}

/**
 * Looked up on every page (the unsent-exams notice) and at sign-out, but rarely finds anything: the
 * attempts' database code loads with a lookup on a device that keeps attempts at all (decision 37).
 */
export async function readUnsentWork(student: string | null, enrollments: readonly Enrollment[]): Promise<UnsentWork> {
  if (student === null) return { writes: 0, exams: [] };
  const attempts = (await mayKeepAttempts())
    ? await import('./exam-records').then(({ unsentAttempts }) => unsentAttempts(student))
    : [];
  return {
    writes: queuedWrites(student).length,
    exams: attempts.map((record) => unsentExam(record, enrollments)),
  };
}

export const hasUnsentWork = (work: UnsentWork) => work.writes > 0 || work.exams.length > 0;
