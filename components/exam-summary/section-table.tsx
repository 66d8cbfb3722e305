'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { formatScore } from '@/lib/exam-summary/format-score';
import type { SolvedExam } from '@/lib/types';

// Narrow padding on phones, and section names that wrap anywhere: the table fits 375 px in both languages.
const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-3';
const rowHeader = 'px-1.5 py-2 text-left font-medium [overflow-wrap:anywhere] sm:px-3';

/** Each section's figures, and the whole exam's as the footer row. */
export function SectionTable({ exam }: { exam: SolvedExam }) {
  const { t, locale } = useMessages();
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
              <tr key={section.id} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className={rowHeader}>
                  {section.name}
                </th>
                <td className={cell}>{section.correct}</td>
                <td className={cell}>{section.wrong}</td>
                <td className={cell}>{section.empty}</td>
                <td className={cell}>{formatScore(section.score, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
            <tr>
              <th scope="row" className={rowHeader}>
                {m.allSections}
              </th>
              <td className={cell}>{exam.correct}</td>
              <td className={cell}>{exam.wrong}</td>
              <td className={cell}>{exam.empty}</td>
              <td className={cell}>{formatScore(exam.score, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
