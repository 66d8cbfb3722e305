import { RouteScreen } from '@/components/screens/route-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('cozulensinavid', 'doBack');

export default function ExamSummaryBackPage() {
  return <RouteScreen screen="examSummary" pattern={routePatterns.examSummaryBack} />;
}
