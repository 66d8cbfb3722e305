'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { attemptDate } from '@/lib/exam-progress/format-attempt';
import { sharePercent } from '@/lib/exam-progress/type-figures';
import { format } from '@/lib/i18n/format';
import type { QuestionType } from '@/lib/types';
import type { AttemptTypes } from '@/lib/exam-progress/type-figures';

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const columnHeader = 'px-3 py-2 text-right font-semibold';
// The type stays in view while the attempts scroll past it.
const rowHeader = 'sticky left-0 px-3 py-2 text-left font-medium';

/** The chart's figures as a table: a row per question type, a column per attempt, oldest first. */
export function TypeTable({ attempts, types }: { attempts: AttemptTypes[]; types: QuestionType[] }) {
  const { t, locale } = useMessages();
  const m = t.examProgress.chart;
  return (
    // Several attempts are wider than a phone: the table scrolls in its own box, never the page. Its
    // caption stands above the box, read whole at any width instead of scrolling away with the
    // columns, and names both the box and the table.
    <>
      <p id="exam-types-caption" className="mb-1 text-sm text-slate-600 dark:text-slate-400">
        {m.tableCaption}
      </p>
      <div
        role="region"
        aria-labelledby="exam-types-caption"
        tabIndex={0}
        className="scroll-cue overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700"
      >
        <table
          data-testid="type-table"
          aria-labelledby="exam-types-caption"
          className="w-full border-collapse bg-white dark:bg-slate-900"
        >
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className={`${rowHeader} bg-slate-100 dark:bg-slate-800`}>
                {m.typeColumn}
              </th>
              {attempts.map(({ entry, ordinal }) => (
                <th key={entry.id} scope="col" data-solved-exam={entry.id} className={columnHeader}>
                  #{ordinal} · {attemptDate(entry.submittedAt, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type} data-type={type} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className={`${rowHeader} bg-white dark:bg-slate-900`}>
                  {t.examProgress.types[type]}
                </th>
                {attempts.map(({ entry, byType }) => {
                  const figures = byType[type];
                  return (
                    <td key={entry.id} className={cell}>
                      {figures
                        ? format(m.share, {
                            percent: sharePercent(figures.share),
                            correct: figures.correct,
                            total: figures.total,
                          })
                        : m.none}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
