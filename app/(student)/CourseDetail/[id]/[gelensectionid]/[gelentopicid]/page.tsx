import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('id', 'gelensectionid', 'gelentopicid');

export default function CourseTopicPage() {
  return <RouteScreen screen="courseDetail" pattern={routePatterns.courseDetailTopic} />;
}
