import { CourseDetailScreen } from '@/components/course-detail/course-detail-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('id', 'gelensectionid', 'gelentopicid');

export default function CourseTopicPage() {
  return <CourseDetailScreen pattern={routePatterns.courseDetailTopic} />;
}
