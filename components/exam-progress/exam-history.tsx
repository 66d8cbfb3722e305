'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { useTargetScore } from '@/hooks/exam-progress/use-target-score';
import { useExamHistory } from '@/hooks/api/use-exam-history';
import { AttemptList } from './attempt-list';
import { TargetPanel } from './target-panel';
import { TypeProgress } from './type-progress';
import { WeakestTypes } from './weakest-types';

/** The id the course's exam list links to. */
export const examHistoryAnchor = 'exam-history';

/**
 * The results history of one exam course (`courseId`) or of all: target, attempts, progress by
 * question type and the weakest types. `doBack` is what the summaries it links to lead back to.
 */
export function ExamHistory({ courseId, doBack }: { courseId?: number; doBack: string }) {
  const { t } = useMessages();
  const m = t.examProgress;
  const { data: history, error, mutate } = useExamHistory(courseId, { afterPaint: true });
  const { target, setTarget } = useTargetScore();

  const body = () => {
    if (history?.length === 0) return <p className="text-slate-600 dark:text-slate-400">{m.noAttempts}</p>;
    if (history) {
      return (
        <>
          <TargetPanel history={history} target={target} onTargetChange={setTarget} />
          <AttemptList history={history} doBack={doBack} />
          <TypeProgress history={history} target={target} />
          <WeakestTypes history={history} doBack={doBack} />
        </>
      );
    }
    // Named, so a page also missing its progress says which part each message is about.
    if (error !== undefined) return <LoadError error={error} title={m.unavailable} onRetry={() => void mutate()} />;
    return <StatusPanel tone="busy" message={m.loading} />;
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
