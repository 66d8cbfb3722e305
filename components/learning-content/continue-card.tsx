'use client';

import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import { locateLastInfo } from '@/lib/courses/locate';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments, selectLastExtraMaterialInfo, selectLastInfos } from '@/store/user-slice';

const extraMaterialRoute = { zoom: routes.zoom, code4edu: routes.code4edu } as const;

/**
 * "Continue where you left off": the first last-info entry that still points to a topic, and the
 * live class or coding material opened last in this session (the store's last extra material).
 */
export function ContinueCard() {
  const { t } = useMessages();
  const enrollments = useAppSelector(selectEnrollments);
  const lastInfos = useAppSelector(selectLastInfos);
  const lastExtra = useAppSelector(selectLastExtraMaterialInfo);
  const location = lastInfos.map((info) => locateLastInfo(enrollments, info)).find((found) => found !== null);
  if (!location && !lastExtra) return null;

  return (
    <section
      aria-labelledby="continue-title"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="continue-title" className="text-lg font-semibold">
        {t.learningContent.continueTitle}
      </h2>
      {location && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {location.enrollment.course.name} · {location.section.name}
          </p>
          <Link
            href={routes.courseDetail(location.enrollment.courseID, location.section.id, location.topic.id)}
            className={`${buttonClasses()} mt-3`}
          >
            {format(t.learningContent.continueAction, { topic: location.topic.name })}
          </Link>
        </>
      )}
      {lastExtra && (
        <p className="mt-3">
          <Link
            href={extraMaterialRoute[lastExtra.type](lastExtra.materialId)}
            className="inline-flex min-h-6 items-center underline"
          >
            {format(t.learningContent.lastExtraMaterial, {
              type: t.materials.types[lastExtra.type],
              name: lastExtra.name,
            })}
          </Link>
        </p>
      )}
    </section>
  );
}
