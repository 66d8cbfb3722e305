import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('cozulensinavid');

export default function ExamSummaryPage() {
  return <RouteScreen screen="examSummary" pattern={routePatterns.examSummary} />;
}
