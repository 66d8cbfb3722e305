'use client';

import { useLayoutEffect } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { NotFoundPanel } from '@/components/screens/not-found-panel';
import { RouteScreen } from '@/components/screens/route-screen';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { isRecordId } from '@/lib/routes/route-ids';
import { routePatterns } from '@/lib/routes/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { enrollmentSelected, selectEnrollments, selectSelectedEnrollment } from '@/store/user-slice';
import { CourseOutline } from './course-outline';

type CourseDetailPattern = typeof routePatterns.courseDetail | typeof routePatterns.courseDetailTopic;

const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** Every id of the URL is a record id (decision 74): `/CourseDetail/abc` is no course page. */
const wellFormed = (params: Record<string, string>) => Object.values(params).every((value) => isRecordId(value));

/**
 * /CourseDetail/:id and /CourseDetail/:id/:gelensectionid/:gelentopicid. Opening a course selects
 * its enrollment in the user store (product.md section 3: selectedEnrollment), and the screen shows the
 * selected one. A malformed id is not found, a course not among the student's says so, both with the way home.
 */
export function CourseDetailScreen({ pattern }: { pattern: CourseDetailPattern }) {
  const { t } = useMessages();
  const dispatch = useAppDispatch();
  const params = useRouteParams(pattern);
  const enrollments = useAppSelector(selectEnrollments);
  const selected = useAppSelector(selectSelectedEnrollment);
  const malformed = params !== null && !wellFormed(params);
  const opened =
    params && !malformed ? (enrollments.find((item) => String(item.courseID) === params.id) ?? null) : undefined;

  // Written before the browser paints: the course's first frame already shows it, not an empty page.
  useLayoutEffect(() => {
    if (opened !== undefined) dispatch(enrollmentSelected(opened));
  }, [opened, dispatch]);

  if (!params) return null;
  // Until the selection is written, the screen still shows the one it had: never a wrong course.
  const enrollment = selected !== null && String(selected.courseID) === params.id ? selected : null;

  return (
    <RouteScreen screen="courseDetail" title={enrollment?.course.name}>
      {enrollment ? (
        <CourseOutline
          // The page is not remounted between ids: a new id must start a fresh outline.
          key={`${params.id}/${params.gelensectionid}/${params.gelentopicid}`}
          enrollment={enrollment}
          sectionId={toNumber(params.gelensectionid)}
          topicId={toNumber(params.gelentopicid)}
        />
      ) : malformed ? (
        <NotFoundPanel />
      ) : opened === null ? (
        <NotFoundPanel message={t.courseDetail.notFound} />
      ) : null}
    </RouteScreen>
  );
}
