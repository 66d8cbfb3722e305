'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { withOfflineWords } from './offline-words';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { onDemand } from '@/components/ui/on-demand';
import { currentStudent } from '@/lib/session/session';
import { subscribeToAttemptChanges } from '@/lib/exam/attempt-changes';
import { format } from '@/lib/i18n/format';
import { readUnsentWork, type UnsentExam } from '@/lib/shared-device/unsent-work';
import { useAppSelector } from '@/store/hooks';
import { selectUnreadableCourses } from '@/store/course-list-slice';
import { selectEnrollments, selectEnrollmentsLoaded } from '@/store/user-slice';

/** An attempt whose course left the list, with its answers and a way to let go (rare: its code loads on demand). */
const LeftCourseExam = onDemand(
  () => import('./left-course-exam').then((module) => module.LeftCourseExam),
  null,
  () => null,
);

/**
 * The signed-in student's exam answers that are on this device but not on the server (kept at a
 * sign-out, or left behind when the exam screen was closed offline), with the screen that sends
 * them. Looked up again on each page and whenever another tab changes an attempt or storage.
 */
function UnsentExamsNotice() {
  const { t } = useMessages();
  const pathname = usePathname();
  const enrollments = useAppSelector(selectEnrollments);
  // A course that could not be read is in the list unnamed: its exams' lines wait for it.
  const listLoaded = useAppSelector(selectEnrollmentsLoaded);
  const unreadableCourses = useAppSelector(selectUnreadableCourses);
  const courseListKnown = listLoaded && unreadableCourses.length === 0;
  const [exams, setExams] = useState<UnsentExam[]>([]);

  useEffect(() => {
    let current = true;
    const look = () =>
      void readUnsentWork(currentStudent(), enrollments).then(
        (work) => {
          if (current) setExams(work.exams);
        },
        (error: unknown) => console.warn('Could not look for unsent exam answers', error),
      );
    look();
    // Attempts change in IndexedDB (another tab answering or sending); their owners in local storage.
    const unsubscribe = subscribeToAttemptChanges(look);
    window.addEventListener('storage', look);
    return () => {
      current = false;
      unsubscribe();
      window.removeEventListener('storage', look);
    };
  }, [pathname, enrollments]);

  if (exams.length === 0) return null;
  return (
    <NoticeBanner title={t.sharedDevice.unsentExamsTitle} intro={t.sharedDevice.unsentExamsIntro}>
      <ul className="flex flex-col gap-1">
        {exams.map((exam) => (
          <li key={exam.attemptId}>
            {exam.href ? (
              <Link
                href={exam.href}
                className="inline-block min-h-6 font-medium text-brand-700 underline dark:text-brand-100"
              >
                {format(t.sharedDevice.openExam, { name: exam.name })}
              </Link>
            ) : courseListKnown ? (
              <LeftCourseExam attemptId={exam.attemptId} name={exam.name} />
            ) : (
              format(t.sharedDevice.unsentExam, { name: exam.name })
            )}
          </li>
        ))}
      </ul>
    </NoticeBanner>
  );
}

export const UnsentExams = withOfflineWords(UnsentExamsNotice);
