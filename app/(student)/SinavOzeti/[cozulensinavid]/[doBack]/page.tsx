import { ExamSummaryScreen } from '@/components/exam-summary/exam-summary-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';
import { ExamWords } from '@/components/exam/exam-words';

export const generateStaticParams = placeholderParams('cozulensinavid', 'doBack');

export default function ExamSummaryBackPage() {
  return (
    <ExamWords>
      <ExamSummaryScreen pattern={routePatterns.examSummaryBack} />
    </ExamWords>
  );
}
