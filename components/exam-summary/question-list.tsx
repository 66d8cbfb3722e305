'use client';

import { Check } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { filterCounts, matchesFilter, questionFilters, type QuestionFilter } from '@/lib/exam-summary/question-filter';
import { format } from '@/lib/i18n/format';
import type { SolvedExam, SolvedExamQuestion } from '@/lib/types';
import { QuestionResult } from './question-result';

interface QuestionListProps {
  exam: SolvedExam;
  /** Only these questions (the mistake review), under their own title; every question by default. */
  only?: { questions: SolvedExamQuestion[]; title: string };
  /** The questions the student flagged on this device (use-summary-flags.ts). */
  flagged: ReadonlySet<number>;
}

// Chips with their label before them, unlike the view tabs above: they only narrow the list.
const filterButton =
  'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 border-slate-300 bg-white text-slate-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white';

/** The questions under their section, in the exam's order, filtered to wrong, empty, flagged or all. */
export function QuestionList({ exam, only, flagged }: QuestionListProps) {
  const { t } = useMessages();
  const m = t.examScreens.summary;
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const listed = only?.questions ?? exam.questions;
  const counts = filterCounts(listed, flagged);
  const shown = listed.filter((question) => matchesFilter(question, filter, flagged));
  return (
    <section aria-labelledby="summary-questions-title" className="flex flex-col gap-4">
      <h2 id="summary-questions-title" className="text-xl font-semibold">
        {only?.title ?? t.examSummary.questionsTitle}
      </h2>
      <div
        role="group"
        aria-label={m.filtersLabel}
        data-testid="summary-filters"
        className="flex flex-wrap items-center gap-2"
      >
        <span aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
          {m.filtersLabel}:
        </span>
        {questionFilters.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            data-filter={option}
            onClick={() => setFilter(option)}
            className={filterButton}
          >
            {filter === option && <Check aria-hidden="true" className="size-4" />}
            {format(m.filterCount, { label: m.filters[option], total: counts[option] })}
          </button>
        ))}
      </div>
      <p role="status" className={shown.length === 0 ? '' : 'sr-only'}>
        {shown.length === 0 ? m.noneShown : ''}
      </p>
      {exam.sections.map((section) => {
        const questions = shown.filter((question) => question.sectionId === section.id);
        if (questions.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`summary-section-${section.id}`} className="flex flex-col gap-3">
            <h3 id={`summary-section-${section.id}`} className="text-lg font-semibold">
              {section.name}
            </h3>
            <ol className="flex flex-col gap-3">
              {questions.map((question) => (
                <QuestionResult key={question.id} question={question} flagged={flagged.has(question.id)} />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
