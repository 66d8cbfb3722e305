'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { RouteScreen } from '@/components/screens/route-screen';
import { useAppSelector } from '@/store/hooks';
import { selectCourseEnrollments, selectQuizEnrollments } from '@/store/user-slice';
import { ContinueCard } from './continue-card';
import { CourseGroup } from './course-group';
import { TodaysLiveClasses } from './todays-live-classes';

export function LearningContentScreen() {
  const { t } = useMessages();
  const courses = useAppSelector(selectCourseEnrollments);
  const exams = useAppSelector(selectQuizEnrollments);
  return (
    <RouteScreen screen="learningContent">
      <ContinueCard />
      <TodaysLiveClasses />
      <CourseGroup id="course-enrollments" title={t.learningContent.courses} emptyMessage={t.learningContent.noCourses} enrollments={courses} />
      <CourseGroup id="exam-enrollments" title={t.learningContent.exams} emptyMessage={t.learningContent.noExams} enrollments={exams} />
    </RouteScreen>
  );
}
