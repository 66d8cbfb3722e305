'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { format } from '@/lib/i18n/format';
import { keepTotals, type KeptCourse } from '@/lib/offline/course-keep-record';
import type { KeepRun } from '@/lib/offline/course-keep-runs';
import { formatBytes } from '@/lib/offline/format-bytes';

interface KeepProgressProps {
  record: KeptCourse;
  run: KeepRun | undefined;
  online: boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: (key: string) => void;
}

/**
 * One line per kept course: items and bytes done (a status that changes once per item, so a
 * screen reader hears each item, not each chunk), the item being stored, pause, resume, cancel,
 * and each failed item by name with its Retry.
 */
export function KeepProgress({ record, run, online, onPause, onResume, onCancel, onRetry }: KeepProgressProps) {
  const { t, locale } = useMessages();
  const m = t.keptCourses;
  const totals = keepTotals(record);
  const running = run?.running === true;
  const size = formatBytes(totals.bytes, locale);
  const percent = totals.total === 0 ? 100 : Math.floor((totals.done / totals.total) * 100);
  const finished = record.state === 'done' && !running;

  return (
    <div className="flex flex-col gap-2" data-testid="keep-progress" data-state={running ? 'running' : record.state}>
      {!finished && <ProgressBar percent={percent} label={format(m.progressLabel, { name: record.name })} />}
      <p role="status" data-testid="keep-status" className="text-sm">
        {finished
          ? format(m.kept, { total: totals.done, size })
          : format(m.progress, { name: record.name, done: totals.done, total: totals.total, size })}
        {!running && record.state === 'paused' && ` ${m.paused}`}
      </p>
      {running && run.current && (
        <p aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
          {format(m.current, { item: run.current.name, size: formatBytes(run.current.doneBytes, locale) })}
        </p>
      )}
      {run?.noSpace && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {m.noSpace}
        </p>
      )}
      {totals.failed.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="keep-failed">
          {totals.failed.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-red-700 dark:text-red-300">
                {format(item.failure === 'no-rights' ? m.failedRights : m.failedItem, { item: item.name })}
              </span>
              <Button
                variant="ghost"
                disabled={running || !online}
                aria-label={format(m.retryNamed, { item: item.name })}
                onClick={() => onRetry(item.key)}
              >
                {m.retry}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!finished && (
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="secondary" onClick={onPause}>
              {m.pause}
            </Button>
          ) : (
            <Button variant="secondary" disabled={!online} onClick={onResume}>
              {m.resume}
            </Button>
          )}
          <Button variant="ghost" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      )}
    </div>
  );
}
