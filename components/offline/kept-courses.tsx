'use client';

import { useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import { format } from '@/lib/i18n/format';
import { keepTotals } from '@/lib/offline/course-keep-record';
import { formatBytes } from '@/lib/offline/format-bytes';
import { routes } from '@/lib/routes/routes';

/** `/OffllineInfoPage`: the courses kept on this phone with their sizes, each with Remove (decision 52). */
export function KeptCourses({ kept }: { kept: ReturnType<typeof useKeptCourses> }) {
  const { t, locale } = useMessages();
  const m = t.keptCourses;
  const [removed, setRemoved] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  if (kept.data === undefined) return <p role="status">{t.offline.loadingDownloads}</p>;
  return (
    <div className="flex flex-col gap-3">
      {kept.data.length === 0 ? (
        <p>{m.listEmpty}</p>
      ) : (
        <ul data-testid="kept-courses" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {kept.data.map((record) => {
            const totals = keepTotals(record);
            return (
              <li key={record.courseId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex flex-col">
                  <Link
                    href={routes.courseDetail(record.courseId)}
                    className="font-medium text-brand-700 underline dark:text-brand-100"
                  >
                    {record.name}
                  </Link>
                  <span data-testid="kept-course-size" className="text-sm text-slate-600 dark:text-slate-300">
                    {format(m.listItem, {
                      size: formatBytes(totals.bytes, locale),
                      done: totals.done,
                      total: totals.total,
                    })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  aria-label={format(m.removeNamed, { name: record.name })}
                  onClick={() =>
                    void kept.remove(record.courseId).then(
                      () => {
                        setRemoved(format(m.removed, { name: record.name }));
                        status.current?.focus();
                      },
                      (error: unknown) => console.warn('Removing a kept course failed', error),
                    )
                  }
                >
                  {m.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p ref={status} tabIndex={-1} role="status" className="text-sm">
        {removed}
      </p>
    </div>
  );
}
