'use client';

import { useEffect, useRef } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import type { OptionKey, SolvedExamQuestion } from '@/lib/types';
import { OutcomeBadge } from './outcome-badge';

interface PracticeQuestionProps {
  question: SolvedExamQuestion;
  /** The practice answer, null until given; once given the question is checked and locked. */
  answer: OptionKey | null;
  onAnswer: (key: OptionKey) => void;
}

/** One practice question: native radios, checked the moment one is chosen, with the key and the explanation. */
export function PracticeQuestion({ question, answer, onAnswer }: PracticeQuestionProps) {
  const { t } = useMessages();
  const m = t.examProgress.review;
  const checked = answer !== null;
  const right = answer === question.correctAnswer;
  const legendId = `practice-question-${question.id}`;
  const feedback = useRef<HTMLDivElement>(null);

  // The chosen radio is disabled with the others: focus goes to the verdict instead of being lost.
  useEffect(() => {
    if (checked) feedback.current?.focus();
  }, [checked]);

  return (
    <li
      data-testid="practice-question"
      data-number={question.number}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <fieldset aria-describedby={checked ? `${legendId}-feedback` : undefined} className="flex flex-col gap-2">
        <legend id={legendId} className="font-medium">
          {format(m.question, { number: question.number })}
        </legend>
        <p className="whitespace-pre-line">{question.text}</p>
        {question.options.map((option) => (
          <label
            key={option.key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:disabled]:cursor-default dark:border-slate-700"
          >
            <input
              type="radio"
              name={`practice-${question.id}`}
              value={option.key}
              checked={answer === option.key}
              disabled={checked}
              onChange={() => onAnswer(option.key)}
              className="h-5 w-5"
            />
            <span>
              {option.key}) {option.text}
            </span>
          </label>
        ))}
      </fieldset>
      {checked && (
        <div
          ref={feedback}
          id={`${legendId}-feedback`}
          tabIndex={-1}
          data-testid="practice-feedback"
          className="mt-3 flex flex-col gap-2 rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <p className="flex flex-wrap items-center gap-2">
            <OutcomeBadge outcome={right ? 'correct' : 'wrong'} />
            {format(right ? m.practiceRight : m.practiceWrong, { key: question.correctAnswer })}
          </p>
          {question.explanation !== null && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {format(m.explanation, { text: question.explanation })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
