'use client';

import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { navigatorKeyTarget } from '@/lib/exam/navigator-keys';
import { format } from '@/lib/i18n/format';
import type { AnswerEntry, ExamQuestion } from '@/lib/types';
import { NavigatorItem, navigatorStateIds } from './navigator-item';

interface QuestionNavigatorProps {
  questions: ExamQuestion[];
  currentIndex: number;
  answers: Record<string, AnswerEntry>;
  answeredCount: number;
  flagged: ReadonlySet<number>;
  onSelect: (index: number) => void;
}

/**
 * Every question at a glance, answered, unanswered and flagged, and a way to jump to it. One tab
 * stop (roving tabindex): the arrow keys, Home and End move inside, Enter or Space opens, so Tab
 * goes on to Submit instead of through 80 buttons.
 */
export const QuestionNavigator = memo(function QuestionNavigator(props: QuestionNavigatorProps) {
  const { questions, currentIndex, answers, answeredCount, flagged, onSelect } = props;
  const { t } = useMessages();
  const listRef = useRef<HTMLOListElement>(null);
  const [active, setActive] = useState(currentIndex);
  useEffect(() => setActive(currentIndex), [currentIndex]);
  // Made once per exam and language, not for 80 items on every answer.
  const labels = useMemo(
    () => questions.map((question) => format(t.exam.questionNumber, { number: question.number })),
    [questions, t],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLOListElement>) => {
      const index = Number((event.target as HTMLElement).dataset.index);
      if (Number.isNaN(index) || event.ctrlKey || event.metaKey || event.altKey) return;
      const next = navigatorKeyTarget(event.key, index, questions.length);
      if (next === null) return;
      // Handled here: the exam's own ← → shortcuts (use-exam-shortcuts.ts) skip a prevented key.
      event.preventDefault();
      setActive(next);
      listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-index]')[next]?.focus();
    },
    [questions.length],
  );

  return (
    <nav aria-label={t.exam.navigator} className="flex flex-col gap-3">
      <p data-testid="answered-count" className="text-sm">
        {format(t.exam.answeredCount, { answered: answeredCount, total: questions.length })}
      </p>
      <ol ref={listRef} onKeyDown={onKeyDown} className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questions.map((question, index) => (
          <NavigatorItem
            key={question.id}
            index={index}
            number={question.number}
            label={labels[index] ?? ''}
            answered={(answers[question.id]?.answer ?? null) !== null}
            flagged={flagged.has(question.id)}
            current={index === currentIndex}
            tabbable={index === active}
            onSelect={onSelect}
            onFocusItem={setActive}
          />
        ))}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded bg-brand-600" />
          <span id={navigatorStateIds.answered}>{t.exam.states.answered}</span>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded border border-slate-400" />
          <span id={navigatorStateIds.unanswered}>{t.exam.states.unanswered}</span>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-amber-500" />
          <span id={navigatorStateIds.flagged}>{t.exam.states.flagged}</span>
        </li>
      </ul>
    </nav>
  );
});
