'use client';

import { memo } from 'react';

interface NavigatorItemProps {
  index: number;
  number: number;
  label: string;
  answered: boolean;
  flagged: boolean;
  current: boolean;
  /** The navigator's one tab stop (roving tabindex). */
  tabbable: boolean;
  onSelect: (index: number) => void;
  onFocusItem: (index: number) => void;
}

export const navigatorStateIds = {
  answered: 'exam-navigator-answered',
  unanswered: 'exam-navigator-unanswered',
  flagged: 'exam-navigator-flagged',
} as const;

/**
 * One question in the navigator. Its name stays "Question n" whatever its state (scripts and
 * screen-reader users find it by that); the state is its description. Memoised: an answer
 * re-renders only its own item.
 */
export const NavigatorItem = memo(function NavigatorItem(props: NavigatorItemProps) {
  const { index, number, label, answered, flagged, current, tabbable, onSelect, onFocusItem } = props;
  const state = answered ? 'answered' : 'unanswered';
  const description = flagged ? `${navigatorStateIds[state]} ${navigatorStateIds.flagged}` : navigatorStateIds[state];
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        aria-describedby={description}
        aria-current={current ? 'step' : undefined}
        data-question={number}
        data-index={index}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusItem(index)}
        data-state={state}
        data-flagged={flagged}
        onClick={() => onSelect(index)}
        className={`relative flex h-11 w-full items-center justify-center rounded-lg border text-sm font-medium tabular-nums focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
          answered
            ? 'border-brand-600 bg-brand-600 text-white'
            : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
        } ${current ? 'ring-2 ring-slate-900 ring-offset-2 dark:ring-white dark:ring-offset-slate-950' : ''}`}
      >
        {number}
        {flagged && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 h-3 w-3 rounded-full border-2 border-white bg-amber-500 dark:border-slate-900"
          />
        )}
      </button>
    </li>
  );
});
