import { ExamScreen } from '@/components/exam/exam-screen';
import { placeholderParams } from '@/lib/routes/static-params';
import { ExamWords } from '@/components/exam/exam-words';

export const generateStaticParams = placeholderParams('sinavid', 'enrollid');

export default function ExamYokdilPage() {
  return (
    <ExamWords>
      <ExamScreen type="yokdil" />
    </ExamWords>
  );
}
