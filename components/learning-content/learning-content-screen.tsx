'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { MessagesArea } from '@/components/providers/messages-area';
import { ExamHistory } from '@/components/exam-progress/exam-history';
import { RouteScreen } from '@/components/screens/route-screen';
import { summaryBack } from '@/lib/exam-summary/back-target';
import { useAppSelector } from '@/store/hooks';
import { selectCourseEnrollments, selectQuizEnrollments } from '@/store/user-slice';
import { ContinueCard } from './continue-card';
import { CourseGroup } from './course-group';
import { TodaysLiveClasses } from './todays-live-classes';
import { UnreadableCourses } from './unreadable-courses';

export function LearningContentScreen() {
  const { t } = useMessages();
  const courses = useAppSelector(selectCourseEnrollments);
  const exams = useAppSelector(selectQuizEnrollments);
  return (
    <RouteScreen screen="learningContent">
      <ContinueCard />
      <TodaysLiveClasses />
      <CourseGroup
        id="course-enrollments"
        title={t.learningContent.courses}
        emptyMessage={t.learningContent.noCourses}
        enrollments={courses}
      />
      <UnreadableCourses />
      <CourseGroup
        id="exam-enrollments"
        title={t.learningContent.exams}
        emptyMessage={t.learningContent.noExams}
        enrollments={exams}
      />
      {exams.length > 0 && (
        // Drawn after the lists, below them: its words download meanwhile instead of shipping with the list.
        <MessagesArea area="exam" fallback={null}>
          <ExamHistory doBack={summaryBack.learningContent} />
        </MessagesArea>
      )}
    </RouteScreen>
  );
}
