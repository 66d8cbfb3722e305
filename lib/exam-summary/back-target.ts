import { routes } from '@/lib/routes/routes';
import type { Enrollment, SolvedExam } from '@/lib/types';

/** The `doBack` values the summary understands; whoever links to a summary picks one. */
export const summaryBack = { learningContent: 'ogrenimIcerigi', course: 'kurs' } as const;

export type BackTarget =
  { kind: 'learningContent'; href: string } | { kind: 'course'; href: string; courseName: string | null };

/**
 * Where the summary's back action leads, following where the student came from. `doBack` comes
 * from the URL, so anything may be there. `kurs` (a course page's link) and no value (the summary
 * the exam itself opened, after Submit or from "See results": exams are opened from their course's
 * page) lead to the exam's course, at the exam's topic when the course outline has it;
 * `ogrenimIcerigi` (the learning content's history), an unknown value, or a summary not loaded yet
 * lead to the learning content.
 */
export function backTarget(
  doBack: string | undefined,
  exam: Pick<SolvedExam, 'courseID' | 'examId'> | null,
  enrollments: readonly Enrollment[],
): BackTarget {
  const toCourse = doBack === summaryBack.course || doBack === undefined;
  if (!toCourse || exam === null) return { kind: 'learningContent', href: routes.learningContent };
  const course = enrollments.find((enrollment) => enrollment.courseID === exam.courseID)?.course;
  for (const section of course?.courseSections ?? []) {
    const topic = section.courseTopics.find((item) => item.materials.some((material) => material.id === exam.examId));
    if (topic)
      return {
        kind: 'course',
        href: routes.courseDetail(exam.courseID, section.id, topic.id),
        courseName: course?.name ?? null,
      };
  }
  return { kind: 'course', href: routes.courseDetail(exam.courseID), courseName: course?.name ?? null };
}
