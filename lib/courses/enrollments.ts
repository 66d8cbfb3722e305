import { examCourseTypeNames } from '@/lib/config/ui';
import type { Course, Enrollment, EnrollmentList } from '@/lib/types';

export function isExamCourse(course: Pick<Course, 'courseType'>): boolean {
  return (examCourseTypeNames as readonly string[]).includes(course.courseType?.name);
}

/** Ascending by `courseRef` (spec section 9); a copy, the input stays as it was. */
export function sortByCourseRef<T extends { course: Pick<Course, 'courseRef'> }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.course.courseRef - b.course.courseRef);
}

export interface GroupedEnrollments {
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

function isEnrollment(value: unknown): value is Enrollment {
  if (typeof value !== 'object' || value === null) return false;
  const { id, courseID, course } = value as Partial<Enrollment>;
  return (
    typeof id === 'number' &&
    typeof courseID === 'number' &&
    typeof course === 'object' &&
    course !== null &&
    typeof course.courseRef === 'number' &&
    typeof course.name === 'string' &&
    Array.isArray(course.courseSections)
  );
}

/** True when the enrollment list has the shape the portal relies on. */
export function isEnrollmentList(value: unknown): value is EnrollmentList {
  if (typeof value !== 'object' || value === null) return false;
  const { courseEnrollments, userLastInfo, todaysLiveClass } = value as Partial<EnrollmentList>;
  return (
    Array.isArray(courseEnrollments) &&
    courseEnrollments.every(isEnrollment) &&
    (userLastInfo === undefined || Array.isArray(userLastInfo)) &&
    (todaysLiveClass === undefined || Array.isArray(todaysLiveClass))
  );
}
