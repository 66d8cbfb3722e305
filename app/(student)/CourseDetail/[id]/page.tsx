import { CourseDetailScreen } from '@/components/course-detail/course-detail-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';
import { ExamWords } from '@/components/exam/exam-words';

export const generateStaticParams = placeholderParams('id');

export default function CourseDetailPage() {
  return (
    <ExamWords>
      <CourseDetailScreen pattern={routePatterns.courseDetail} />
    </ExamWords>
  );
}
