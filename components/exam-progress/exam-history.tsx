'use client';

import { useEffect } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { LoadError } from '@/components/ui/load-error';
import { onDemand } from '@/components/ui/on-demand';
import { StatusPanel } from '@/components/ui/status-panel';
import { useExamHistory } from '@/hooks/api/use-exam-history';

/** The id the course's exam list links to. */
export const examHistoryAnchor = 'exam-history';

function HistoryLoading() {
  const { t } = useMessages();
  return <StatusPanel tone="busy" message={t.examProgress.loading} />;
}

function HistoryUnavailable() {
  const { t } = useMessages();
  return <CodeUnavailable message={t.examProgress.unavailable} />;
}

// The panels (charts, tables, the target form) are drawn after the page's first paint and only for
// exam students: their code is not in the course list's or course page's first load (decision 46).
// webpack keeps one download per chunk, so the early call below and `lazy`'s share it.
const loadPanels = () => import('./history-panels').then((module) => module.HistoryPanels);
const HistoryPanels = onDemand(loadPanels, <HistoryLoading />, HistoryUnavailable);

/**
 * The results history of one exam course (`courseId`) or of all. `doBack` is what the summaries
 * it links to lead back to. The panels' code is fetched while the history is read, and until both
 * are in the panel shows the same "loading" line, so nothing moves when the code arrives.
 */
export function ExamHistory({ courseId, doBack }: { courseId?: number; doBack: string }) {
  const { t } = useMessages();
  const m = t.examProgress;
  const { data: history, error, mutate } = useExamHistory(courseId, { afterPaint: true });

  useEffect(() => {
    // A failed download shows as HistoryUnavailable once the panels are rendered.
    loadPanels().catch(() => {});
  }, []);

  const body = () => {
    if (history?.length === 0) return <p className="text-slate-600 dark:text-slate-400">{m.noAttempts}</p>;
    if (history) return <HistoryPanels history={history} doBack={doBack} />;
    // Named, so a page also missing its progress says which part each message is about.
    if (error !== undefined) return <LoadError error={error} title={m.loadFailed} onRetry={() => void mutate()} />;
    return <HistoryLoading />;
  };

  return (
    <section
      id={examHistoryAnchor}
      data-testid="exam-history"
      aria-labelledby="exam-history-title"
      className="flex scroll-mt-20 flex-col gap-4"
    >
      <h2 id="exam-history-title" className="text-xl font-semibold">
        {m.title}
      </h2>
      {body()}
    </section>
  );
}
