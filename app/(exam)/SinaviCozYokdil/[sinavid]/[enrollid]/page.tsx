import { ExamScreen } from '@/components/exam/exam-screen';
import { placeholderParams } from '@/lib/routes/static-params';

export const generateStaticParams = placeholderParams('sinavid', 'enrollid');

export default function ExamYokdilPage() {
  return <ExamScreen type="yokdil" />;
}
