'use client';

import { Check, X } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import type { SolvedExamQuestion } from '@/lib/types';

const tagClasses = {
  right: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  wrong: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

function Tag({ tone, text }: { tone: keyof typeof tagClasses; text: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tagClasses[tone]}`}>
      {tone === 'right' ? <Check aria-hidden="true" size={12} /> : <X aria-hidden="true" size={12} />}
      {text}
    </span>
  );
}

/** The options A–E, with the student's choice and the right one named in words. */
export function AnswerOptions({ question }: { question: SolvedExamQuestion }) {
  const { t } = useMessages();
  const m = t.examSummary;
  return (
    <ul aria-label={format(m.options, { number: question.number })} className="flex flex-col gap-1">
      {question.options.map((option) => {
        const chosen = option.key === question.answer;
        const right = option.key === question.correctAnswer;
        const border = right
          ? 'border-green-600 dark:border-green-400'
          : chosen
            ? 'border-red-600 dark:border-red-400'
            : 'border-transparent';
        return (
          <li
            key={option.key}
            data-option={option.key}
            className={`flex flex-wrap items-baseline gap-2 rounded-lg border-2 px-2 py-1 ${border}`}
          >
            <span className="font-semibold">{option.key})</span>
            <span className="flex-1">{option.text}</span>
            {chosen && <Tag tone={right ? 'right' : 'wrong'} text={m.yourChoice} />}
            {right && <Tag tone="right" text={m.rightChoice} />}
          </li>
        );
      })}
    </ul>
  );
}
