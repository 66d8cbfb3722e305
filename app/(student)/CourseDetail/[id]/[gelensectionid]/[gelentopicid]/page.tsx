import { CourseDetailScreen } from '@/components/course-detail/course-detail-screen';
import { routePatterns } from '@/lib/routes/routes';
import { placeholderParams } from '@/lib/routes/static-params';
import { OfflineWords } from '@/components/offline/offline-words';
import { ExamWords } from '@/components/exam/exam-words';

export const generateStaticParams = placeholderParams('id', 'gelensectionid', 'gelentopicid');

export default function CourseTopicPage() {
  return (
    <ExamWords>
      <OfflineWords>
        <CourseDetailScreen pattern={routePatterns.courseDetailTopic} />
      </OfflineWords>
    </ExamWords>
  );
}
