import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('sinavid', 'enrollid');

export default function ExamYokdilPage() {
  return <RouteScreen screen="examYokdil" pattern={routePatterns.examYokdil} />;
}
