'use client';

import { forwardRef, memo } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import type { ExamQuestion, OptionKey } from '@/lib/types';

interface QuestionPanelProps {
  question: ExamQuestion;
  total: number;
  answer: OptionKey | null;
  flagged: boolean;
  locked: boolean;
  onAnswer: (questionId: number, answer: OptionKey) => void;
}

/**
 * One question: "Question n of total" (the focus target when moving between questions), its
 * text, and its options as a radio group named "A) …" to "E) …".
 */
export const QuestionPanel = memo(
  forwardRef<HTMLHeadingElement, QuestionPanelProps>(function QuestionPanel(
    { question, total, answer, flagged, locked, onAnswer },
    headingRef,
  ) {
    const { t } = useMessages();
    const headingId = `question-${question.id}-heading`;
    const textId = `question-${question.id}-text`;
    return (
      <section aria-labelledby={headingId} data-question-id={question.id} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {format(t.exam.questionOf, { number: question.number, total })}
          </h2>
          {flagged && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t.exam.flagged}
            </span>
          )}
        </div>
        <p id={textId} className="whitespace-pre-line text-lg leading-relaxed">
          {question.text}
        </p>
        <div role="radiogroup" aria-labelledby={`${headingId} ${textId}`} className="flex flex-col gap-2">
          {question.options.map((option) => (
            <label
              key={option.key}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:has-[:checked]:bg-brand-900 ${locked ? 'cursor-not-allowed opacity-70' : 'hover:bg-slate-50 dark:hover:bg-slate-800'} border-slate-300 dark:border-slate-600`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                value={option.key}
                checked={answer === option.key}
                disabled={locked}
                onChange={() => onAnswer(question.id, option.key)}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              />
              <span className="font-semibold">{option.key})</span>
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </section>
    );
  }),
);
