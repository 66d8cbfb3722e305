'use client';

import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import { formatScore } from '@/lib/exam-summary/format-score';
import { attemptDate, clockDuration } from '@/lib/exam-progress/format-attempt';
import { summaryView } from '@/lib/exam-progress/summary-view';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import type { ExamHistoryEntry } from '@/lib/types';
import { TitledSection } from '@/components/ui/titled-section';

/** Every submitted attempt, newest first, each opening its summary or its mistakes. */
export function AttemptList({ history, doBack }: { history: ExamHistoryEntry[]; doBack: string }) {
  const { t, locale } = useMessages();
  const m = t.examProgress.attempts;
  return (
    <TitledSection id="exam-attempts-title" title={m.title} level={3}>
      <ol data-testid="exam-attempts" className="flex flex-col gap-3">
        {history.map((entry) => {
          const date = attemptDate(entry.submittedAt, locale);
          const summary = routes.examSummary(entry.id, doBack);
          return (
            <li
              key={entry.id}
              data-testid="exam-attempt"
              data-solved-exam={entry.id}
              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="font-medium">{entry.examName}</span>
              <time dateTime={entry.submittedAt} className="text-sm text-slate-600 dark:text-slate-400">
                {date}
              </time>
              <span data-testid="attempt-score" className="text-lg font-semibold">
                {format(m.score, { score: formatScore(entry.score, locale) })}
              </span>
              <span data-testid="attempt-counts" className="text-sm">
                {format(m.counts, { correct: entry.correct, wrong: entry.wrong, empty: entry.empty })}
              </span>
              <span className="text-sm">{format(m.timeUsed, { time: clockDuration(entry.timeUsedSeconds) })}</span>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link
                  href={summary}
                  aria-label={format(m.openSummaryNamed, { name: entry.examName, date })}
                  className={buttonClasses('secondary')}
                >
                  {m.openSummary}
                </Link>
                {entry.correct < entry.questionCount && (
                  <Link
                    href={`${summary}?${summaryView.param}=${summaryView.mistakes}`}
                    aria-label={format(m.reviewMistakesNamed, { name: entry.examName, date })}
                    className={buttonClasses('secondary')}
                  >
                    {m.reviewMistakes}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
