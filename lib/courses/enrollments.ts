import { examCourseTypeNames } from '@/lib/config/ui';
import type { Course, Enrollment } from '@/lib/types';

export function isExamCourse(course: Pick<Course, 'courseType'>): boolean {
  return (examCourseTypeNames as readonly string[]).includes(course.courseType?.name);
}

/** Ascending by `courseRef` (product.md section 9); a copy, the input stays as it was. */
export function sortByCourseRef<T extends { course: Pick<Course, 'courseRef'> }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.course.courseRef - b.course.courseRef);
}

interface GroupedEnrollments {
  courseEnrollments: Enrollment[];
  quizEnrollments: Enrollment[];
}

export function groupEnrollments(enrollments: readonly Enrollment[]): GroupedEnrollments {
  const sorted = sortByCourseRef(enrollments);
  return {
    courseEnrollments: sorted.filter((enrollment) => !isExamCourse(enrollment.course)),
    quizEnrollments: sorted.filter((enrollment) => isExamCourse(enrollment.course)),
  };
}
