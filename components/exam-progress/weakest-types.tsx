'use client';

import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import { attemptDate } from '@/lib/exam-progress/format-attempt';
import { scoreSummary } from '@/lib/exam-progress/score-summary';
import { summaryView } from '@/lib/exam-progress/summary-view';
import { sharePercent, typeFigures, weakestTypes } from '@/lib/exam-progress/type-figures';
import { format } from '@/lib/i18n/format';
import { routes } from '@/lib/routes/routes';
import type { ExamHistoryEntry } from '@/lib/types';
import { TitledSection } from '@/components/ui/titled-section';

/** The latest attempt's weakest question types, each with the questions to review, and a way to review them. */
export function WeakestTypes({ history, doBack }: { history: ExamHistoryEntry[]; doBack: string }) {
  const { t, locale } = useMessages();
  const m = t.examProgress.weakest;
  const latest = scoreSummary(history)?.latest;
  if (!latest) return null;
  const weakest = weakestTypes(typeFigures(latest.questions));

  return (
    <TitledSection id="exam-weakest-title" title={m.title} level={3}>
      {weakest.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {format(m.intro, { name: latest.examName, date: attemptDate(latest.submittedAt, locale) })}
          </p>
          <ul data-testid="weakest-types" className="flex flex-col gap-2">
            {weakest.map((figures) => (
              <li
                key={figures.type}
                data-type={figures.type}
                className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
              >
                <span className="font-medium">
                  {format(m.type, {
                    type: t.examProgress.types[figures.type],
                    correct: figures.correct,
                    total: figures.total,
                    percent: sharePercent(figures.share),
                  })}
                </span>
                <br />
                <span className="text-sm">{format(m.questions, { numbers: figures.missed.join(', ') })}</span>
              </li>
            ))}
          </ul>
          <Link
            href={`${routes.examSummary(latest.id, doBack)}?${summaryView.param}=${summaryView.mistakes}`}
            className={`${buttonClasses()} self-start`}
          >
            {m.review}
          </Link>
        </>
      )}
    </TitledSection>
  );
}
