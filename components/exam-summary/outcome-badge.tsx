'use client';

import { Check, Minus, X, type LucideIcon } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import type { QuestionOutcome } from '@/lib/exam-summary/question-outcome';

const styles: Record<QuestionOutcome, { Icon: LucideIcon; className: string }> = {
  correct: { Icon: Check, className: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' },
  wrong: { Icon: X, className: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100' },
  empty: { Icon: Minus, className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' },
};

/** Correct, wrong or empty: a word and a sign, so colour is never the only cue. */
export function OutcomeBadge({ outcome }: { outcome: QuestionOutcome }) {
  const { t } = useMessages();
  const { Icon, className } = styles[outcome];
  return (
    <span
      data-testid="question-outcome"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-medium ${className}`}
    >
      <Icon aria-hidden="true" size={14} />
      {t.examSummary.outcomes[outcome]}
    </span>
  );
}
