'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { formatScore } from '@/lib/exam-summary/format-score';
import type { SolvedExam } from '@/lib/types';

type Figures = Pick<SolvedExam, 'correct' | 'wrong' | 'empty' | 'score'>;

// Narrow padding on phones, and section names that wrap anywhere: the table fits 375 px in both languages.
const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-3';
const rowHeader = 'px-1.5 py-2 text-left font-medium [overflow-wrap:anywhere] sm:px-3';

/** Each section's figures, and the whole exam's as the footer row. */
export function SectionTable({ exam }: { exam: SolvedExam }) {
  const { t } = useMessages();
  const m = t.examSummary;
  return (
    <section aria-labelledby="summary-sections-title" className="flex flex-col gap-3">
      <h2 id="summary-sections-title" className="text-xl font-semibold">
        {m.sectionsTitle}
      </h2>
      {/* A screen still too narrow scrolls the table, not the page: the box takes focus (keyboard
          scrolling), has a name, and shows a shadow on the side with more to see. */}
      <div
        role="region"
        aria-label={t.examScreens.summary.tableRegion}
        tabIndex={0}
        data-testid="section-table-region"
        className="scroll-cue max-w-full overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700"
      >
        <table className="w-full border-collapse text-sm sm:text-base">
          <caption className="px-3 py-2 text-left text-sm text-slate-600 dark:text-slate-400">
            {m.sectionsCaption}
          </caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className={rowHeader}>
                {m.section}
              </th>
              <th scope="col" className={cell}>
                {m.correct}
              </th>
              <th scope="col" className={cell}>
                {m.wrong}
              </th>
              <th scope="col" className={cell}>
                {m.empty}
              </th>
              <th scope="col" className={cell}>
                {m.score}
              </th>
            </tr>
          </thead>
          <tbody>
            {exam.sections.map((section) => (
              <FiguresRow
                key={section.id}
                label={section.name}
                figures={section}
                className="border-t border-slate-200 dark:border-slate-700"
              />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
            <FiguresRow label={m.allSections} figures={exam} />
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** One row: a section's figures, or the whole exam's. */
function FiguresRow({ label, figures, className }: { label: string; figures: Figures; className?: string }) {
  const { locale } = useMessages();
  return (
    <tr className={className}>
      <th scope="row" className={rowHeader}>
        {label}
      </th>
      <td className={cell}>{figures.correct}</td>
      <td className={cell}>{figures.wrong}</td>
      <td className={cell}>{figures.empty}</td>
      <td className={cell}>{formatScore(figures.score, locale)}</td>
    </tr>
  );
}
