'use client';

import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import type { MaterialDetail } from '@/lib/types';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';

/** The way back from a material to its place in the course: the section open, the topic in view. */
export function BackToCourse({ material }: { material: Pick<MaterialDetail, 'courseID' | 'sectionId' | 'topicId'> }) {
  const { t } = useMessages();
  const course = useAppSelector(selectEnrollments).find(
    (enrollment) => enrollment.courseID === material.courseID,
  )?.course;
  return (
    <Link
      href={routes.courseDetail(material.courseID, material.sectionId, material.topicId)}
      data-testid="back-to-course"
      className="inline-flex min-h-6 max-w-full items-center gap-1 self-start rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-100"
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">
        {course ? format(t.materials.backToCourse, { course: course.name }) : t.materials.backToTheCourse}
      </span>
    </Link>
  );
}
