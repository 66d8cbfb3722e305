'use client';

import { ChevronDown, Flag } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { questionOutcome } from '@/lib/exam-summary/question-outcome';
import { format } from '@/lib/i18n/format';
import type { SolvedExamQuestion } from '@/lib/types';
import { AnswerOptions } from './answer-options';
import { OutcomeBadge } from './outcome-badge';

/**
 * One question: its outcome and the student's answer and the right one, always; the text, the
 * options and the explanation behind a disclosure button, collapsed by default (80 questions
 * open at once are a long scroll on a phone).
 */
export function QuestionResult({ question, flagged = false }: { question: SolvedExamQuestion; flagged?: boolean }) {
  const { t } = useMessages();
  const m = t.examSummary;
  const [open, setOpen] = useState(false);
  const outcome = questionOutcome(question);
  const titleId = `summary-question-${question.id}`;
  const detailsId = `summary-question-${question.id}-details`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="summary-question"
      data-outcome={outcome}
      data-flagged={flagged}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h4 id={titleId} className="flex flex-wrap items-center gap-2 font-medium">
        {format(m.question, { number: question.number })}
        {/* Read as "Question 3: Wrong" when moving by headings. */}
        <span className="sr-only">:</span>
        <OutcomeBadge outcome={outcome} />
        {flagged && <span className="sr-only">,</span>}
        {flagged && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            <Flag aria-hidden="true" size={14} />
            {t.examScreens.summary.flagged}
          </span>
        )}
      </h4>
      <p data-testid="question-answers" className="text-sm text-slate-700 dark:text-slate-300">
        {question.answer === null ? m.noAnswer : format(m.yourAnswer, { key: question.answer })}
        {' · '}
        {format(m.rightAnswer, { key: question.correctAnswer })}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
      >
        <ChevronDown
          aria-hidden="true"
          size={18}
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
        {format(t.examScreens.summary.details, { number: question.number })}
      </button>
      {/* Drawn when opened: 80 closed questions' texts and options were most of the page's 2 935 nodes. */}
      <div id={detailsId} hidden={!open} className="flex-col gap-2 [&:not([hidden])]:flex">
        {open && (
          <>
            <p>{question.text}</p>
            <AnswerOptions question={question} />
            {question.explanation !== null && (
              <p data-testid="question-explanation" className="text-sm text-slate-700 dark:text-slate-300">
                {format(t.examProgress.review.explanation, { text: question.explanation })}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
}
