'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { questionOutcome } from '@/lib/exam-summary/question-outcome';
import { format } from '@/lib/i18n/format';
import type { SolvedExamQuestion } from '@/lib/types';
import { AnswerOptions } from './answer-options';
import { OutcomeBadge } from './outcome-badge';

/** One question: its outcome, the student's answer and the right one, and the options. */
export function QuestionResult({ question }: { question: SolvedExamQuestion }) {
  const { t } = useMessages();
  const m = t.examSummary;
  const outcome = questionOutcome(question);
  const titleId = `summary-question-${question.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="summary-question"
      data-outcome={outcome}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h4 id={titleId} className="flex flex-wrap items-center gap-2 font-medium">
        {format(m.question, { number: question.number })}
        {/* Read as "Question 3: Wrong" when moving by headings. */}
        <span className="sr-only">:</span>
        <OutcomeBadge outcome={outcome} />
      </h4>
      <p>{question.text}</p>
      <p data-testid="question-answers" className="text-sm text-slate-700 dark:text-slate-300">
        {question.answer === null ? m.noAnswer : format(m.yourAnswer, { key: question.answer })}
        {' · '}
        {format(m.rightAnswer, { key: question.correctAnswer })}
      </p>
      <AnswerOptions question={question} />
      {question.explanation !== null && (
        <p data-testid="question-explanation" className="text-sm text-slate-700 dark:text-slate-300">
          {format(t.examProgress.review.explanation, { text: question.explanation })}
        </p>
      )}
    </li>
  );
}
