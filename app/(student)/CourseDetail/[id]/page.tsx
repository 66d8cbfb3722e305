import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('id');

export default function CourseDetailPage() {
  return <RouteScreen screen="courseDetail" pattern={routePatterns.courseDetail} />;
}
