'use client';

import Link from 'next/link';
import { useMessages } from '@/components/providers/locale-provider';
import { buttonClasses } from '@/components/ui/button';
import { locateLastInfo } from '@/lib/courses/locate';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments, selectLastInfos } from '@/store/user-slice';

/** "Continue where you left off": the first last-info entry that still points to a topic. */
export function ContinueCard() {
  const { t } = useMessages();
  const enrollments = useAppSelector(selectEnrollments);
  const lastInfos = useAppSelector(selectLastInfos);
  const location = lastInfos.map((info) => locateLastInfo(enrollments, info)).find((found) => found !== null);
  if (!location) return null;
  const { enrollment, section, topic } = location;

  return (
    <section aria-labelledby="continue-title" className="rounded-xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="continue-title" className="text-lg font-semibold">
        {t.learningContent.continueTitle}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {enrollment.course.name} · {section.name}
      </p>
      <Link href={routes.courseDetail(enrollment.courseID, section.id, topic.id)} className={`${buttonClasses()} mt-3`}>
        {format(t.learningContent.continueAction, { topic: topic.name })}
      </Link>
    </section>
  );
}
