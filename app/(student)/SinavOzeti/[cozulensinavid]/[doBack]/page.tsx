import { ExamSummaryScreen } from '@/components/exam-summary/exam-summary-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('cozulensinavid', 'doBack');

export default function ExamSummaryBackPage() {
  return <ExamSummaryScreen pattern={routePatterns.examSummaryBack} />;
}
