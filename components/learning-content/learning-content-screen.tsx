'use client';

import { RouteScreen } from '@/components/screens/route-screen';
import { useMessages } from '@/components/providers/locale-provider';
import { useAppSelector } from '@/store/hooks';
import { selectCourseEnrollments, selectQuizEnrollments } from '@/store/user-slice';
import { CourseList } from './course-list';

export function LearningContentScreen() {
  const { t } = useMessages();
  const courses = useAppSelector(selectCourseEnrollments);
  const exams = useAppSelector(selectQuizEnrollments);
  return (
    <RouteScreen screen="learningContent">
      <CourseList title={t.learningContent.courses} enrollments={courses} testId="course-enrollments" />
      <CourseList title={t.learningContent.exams} enrollments={exams} testId="exam-enrollments" />
    </RouteScreen>
  );
}
