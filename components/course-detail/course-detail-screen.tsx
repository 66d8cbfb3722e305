'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { RouteScreen } from '@/components/screens/route-screen';
import { StatusPanel } from '@/components/ui/status-panel';
import { useRouteParams } from '@/lib/hooks/use-route-params';
import { routePatterns } from '@/lib/routes/routes';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';
import { CourseOutline } from './course-outline';

type CourseDetailPattern = typeof routePatterns.courseDetail | typeof routePatterns.courseDetailTopic;

const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** /CourseDetail/:id and /CourseDetail/:id/:gelensectionid/:gelentopicid. */
export function CourseDetailScreen({ pattern }: { pattern: CourseDetailPattern }) {
  const { t } = useMessages();
  const params = useRouteParams(pattern);
  const enrollments = useAppSelector(selectEnrollments);
  if (!params) return null;
  const enrollment = enrollments.find((item) => String(item.courseID) === params.id);

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
      ) : (
        <StatusPanel tone="error" message={t.courseDetail.notFound} />
      )}
    </RouteScreen>
  );
}
