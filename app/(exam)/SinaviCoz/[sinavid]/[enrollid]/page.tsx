import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('sinavid', 'enrollid');

export default function ExamPage() {
  return <RouteScreen screen="exam" pattern={routePatterns.exam} />;
}
