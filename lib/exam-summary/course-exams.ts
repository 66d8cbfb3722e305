import type { Course, ExamHistoryEntry, Material } from '@/lib/types';

export interface CourseExam {
  material: Material;
  sectionId: number;
  topicId: number;
}

/** The exam materials of a course in outline order, each with the section and topic it belongs to. */
export function courseExams(course: Pick<Course, 'courseSections'>): CourseExam[] {
  return course.courseSections.flatMap((section) =>
    section.courseTopics.flatMap((topic) =>
      topic.materials
        .filter((material) => material.type === 'exam')
        .map((material) => ({ material, sectionId: section.id, topicId: topic.id })),
    ),
  );
}

/** The course's exam with this id, or null when the course has none such. */
export function findCourseExam(course: Pick<Course, 'courseSections'>, examId: number): CourseExam | null {
  return courseExams(course).find(({ material }) => material.id === examId) ?? null;
}

/**
 * Whether an exam can be started now: not before its `startTime`, and not while its paper has no
 * questions (`questionCount` 0). A material that says neither can be started (docs/api.md).
 */
export type ExamAvailability = { state: 'open' } | { state: 'noPaper' } | { state: 'notOpen'; opensAt: Date };

export function examAvailability(
  material: Pick<Material, 'startTime' | 'questionCount'>,
  now: number,
): ExamAvailability {
  const opensAt = material.startTime === undefined ? null : new Date(material.startTime);
  if (opensAt !== null && !Number.isNaN(opensAt.getTime()) && opensAt.getTime() > now)
    return { state: 'notOpen', opensAt };
  if (material.questionCount === 0) return { state: 'noPaper' };
  return { state: 'open' };
}

/** The student's latest submitted attempt at this exam through this enrollment (history is newest first). */
export function latestResult(
  history: readonly ExamHistoryEntry[] | undefined,
  examId: number,
  enrollmentId: number,
): ExamHistoryEntry | null {
  return history?.find((entry) => entry.examId === examId && entry.enrollmentId === enrollmentId) ?? null;
}
