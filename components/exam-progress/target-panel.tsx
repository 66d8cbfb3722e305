'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { formatScore } from '@/lib/exam-summary/format-score';
import { scoreSummary } from '@/lib/exam-progress/score-summary';
import { parseTargetScore, targetGap } from '@/lib/exam-progress/target';
import { format } from '@/lib/i18n/format';
import { numberFormat } from '@/lib/i18n/number-format';
import { plural } from '@/lib/i18n/plural';
import type { ExamHistoryEntry } from '@/lib/types';
import { TitledSection } from '@/components/ui/titled-section';

interface TargetPanelProps {
  history: ExamHistoryEntry[];
  target: number | null;
  onTargetChange: (target: number | null) => void;
}

/** The student's target score, and the latest and best scores against it. */
export function TargetPanel({ history, target, onTargetChange: setTarget }: TargetPanelProps) {
  const { t, locale } = useMessages();
  const m = t.examProgress.target;
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const targetInput = useRef<HTMLInputElement>(null);
  const scores = scoreSummary(history);
  const shownDraft =
    draft ?? (target === null ? '' : numberFormat(locale, { maximumFractionDigits: 2 }).format(target));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTargetScore(shownDraft);
    setInvalid(parsed === null);
    if (parsed === null) return;
    setTarget(parsed);
    setDraft(null);
  };

  const against = (entry: ExamHistoryEntry, testId: string, term: string) => {
    const gap = target === null ? null : targetGap(target, entry.score, entry.questionCount);
    return (
      <div
        data-testid={testId}
        className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
        <dd className="text-xl font-semibold">{format(m.scoreOf, { score: formatScore(entry.score, locale) })}</dd>
        {gap && target !== null && (
          <dd data-testid="target-gap" className="text-sm">
            {gap.needed === 0
              ? m.reached
              : gap.reachable
                ? plural(locale, gap.needed, m.needed)
                : format(m.unreachable, { target: formatScore(target, locale) })}
          </dd>
        )}
      </div>
    );
  };

  return (
    <TitledSection id="exam-target-title" title={m.title} level={3}>
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{m.label}</span>
          <input
            ref={targetInput}
            name="target"
            inputMode="decimal"
            autoComplete="off"
            value={shownDraft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'exam-target-error' : undefined}
            className="min-h-11 w-28 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <Button type="submit">{m.save}</Button>
        {target !== null && (
          <Button
            variant="ghost"
            onClick={() => {
              setTarget(null);
              setDraft(null);
              setInvalid(false);
              // The Clear button goes with the target: focus moves to the empty field, not to <body>.
              targetInput.current?.focus();
            }}
          >
            {m.clear}
          </Button>
        )}
      </form>
      {invalid && (
        <p id="exam-target-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {m.invalid}
        </p>
      )}
      {target === null && <p className="text-sm text-slate-600 dark:text-slate-400">{m.none}</p>}
      {scores && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {against(scores.latest, 'target-latest', m.latest)}
          {against(scores.best, 'target-best', m.best)}
        </dl>
      )}
    </TitledSection>
  );
}
