'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatScore } from '@/lib/exam-summary/format-score';
import { formatDateTime } from '@/lib/i18n/date-time';
import { format } from '@/lib/i18n/format';
import type { SolvedExam } from '@/lib/types';

function Figure({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd data-testid={testId} className="text-2xl font-semibold">
        {children}
      </dd>
    </div>
  );
}

/**
 * "3.75 out of 100" / "100 üzerinden 3,75": the score large, the words around it small, in the
 * language's order; "out of 100" never breaks across lines.
 */
function ScoreOutOf({ template, score }: { template: string; score: string }) {
  const [before = '', after = ''] = template.split('{score}').map((words) => words.trim());
  const words = (text: string) => <span className="whitespace-nowrap text-base font-normal">{text}</span>;
  // The spaces stay outside the words, where the line may break.
  return (
    <>
      {before && <>{words(before)} </>}
      {score}
      {after && <> {words(after)}</>}
    </>
  );
}

/** The score out of 100 and the correct, wrong and empty counts of the whole exam. */
export function SummaryResults({ exam }: { exam: SolvedExam }) {
  const { t, locale } = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary opens after the exam's screen is gone: focus goes to the result, never to <body>.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="summary-results-title" className="flex flex-col gap-3">
      <h2
        id="summary-results-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {t.examSummary.resultsTitle}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t.examSummary.examTypes[exam.examType]} ·{' '}
        <time dateTime={exam.submittedAt}>
          {format(t.examSummary.submittedAt, {
            date: formatDateTime(exam.submittedAt, 'dayAndTime', locale),
          })}
        </time>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term={t.examSummary.score} testId="summary-score">
          <ScoreOutOf template={t.examSummary.scoreOutOf} score={formatScore(exam.score, locale)} />
        </Figure>
        <Figure term={t.examSummary.correct} testId="summary-correct">
          {exam.correct}
        </Figure>
        <Figure term={t.examSummary.wrong} testId="summary-wrong">
          {exam.wrong}
        </Figure>
        <Figure term={t.examSummary.empty} testId="summary-empty">
          {exam.empty}
        </Figure>
      </dl>
    </section>
  );
}
