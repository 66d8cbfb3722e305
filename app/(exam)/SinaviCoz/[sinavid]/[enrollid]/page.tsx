import { ExamScreen } from '@/components/exam/exam-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { ExamWords } from '@/components/exam/exam-words';

export const generateStaticParams = placeholderParams('sinavid', 'enrollid');

export default function ExamPage() {
  return (
    <ExamWords>
      <ExamScreen type="yds" />
    </ExamWords>
  );
}
