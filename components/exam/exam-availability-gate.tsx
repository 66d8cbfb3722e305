'use client';

import type { ReactNode } from 'react';
import { BackToCourse } from '@/components/screens/back-to-course';
import { useNow } from '@/hooks/ui/use-now';
import { examAvailability, type CourseExam } from '@/lib/exam-summary/course-exams';
import { AvailabilityNote } from './availability-note';

interface ExamAvailabilityGateProps {
  /** The exam in the student's course (material and place); null when not among their courses. */
  exam: CourseExam | null;
  courseID: number | undefined;
  /** An attempt this device keeps resumes whatever the material says. */
  resumes: boolean;
  children: ReactNode;
}

/**
 * The exam's page until the exam can be started: why not yet (no paper, or when it opens) and the
 * way back to the course. Its minute clock ticks here: re-rendering the gate leaves `children` (a
 * running exam) as they are.
 */
export function ExamAvailabilityGate({ exam, courseID, resumes, children }: ExamAvailabilityGateProps) {
  const now = useNow(60_000);
  const availability = exam && !resumes ? examAvailability(exam.material, now) : null;
  if (!exam || courseID === undefined || !availability || availability.state === 'open') return children;
  return (
    <section className="flex flex-col items-start gap-4 py-6">
      <AvailabilityNote availability={availability} className="text-lg font-medium" />
      <BackToCourse material={{ courseID, sectionId: exam.sectionId, topicId: exam.topicId }} />
    </section>
  );
}
