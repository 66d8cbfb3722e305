import type { OptionKey } from '@/lib/types';

export type ExamKeyAction =
  { type: 'answer'; key: OptionKey } | { type: 'next' } | { type: 'previous' } | { type: 'flag' };

/** Where the key was pressed: typing fields keep every key, radios keep their arrow keys. */
type KeyTarget = 'typing' | 'radio' | 'other';

export interface ExamKeyPress {
  key: string;
  withModifier: boolean;
  target: KeyTarget;
}

const optionKeys: readonly string[] = ['A', 'B', 'C', 'D', 'E'];
const arrowMoves: Record<string, ExamKeyAction> = { ArrowRight: { type: 'next' }, ArrowLeft: { type: 'previous' } };
const letterMoves: Record<string, ExamKeyAction> = {
  N: { type: 'next' },
  P: { type: 'previous' },
  F: { type: 'flag' },
};

/** The exam's shortcuts: A–E answer, N/P or the arrows move, F flags. */
export function examKeyAction({ key, withModifier, target }: ExamKeyPress): ExamKeyAction | null {
  if (withModifier || target === 'typing') return null;
  const arrow = arrowMoves[key];
  if (arrow) return target === 'radio' ? null : arrow;
  if (key.length !== 1) return null;
  const letter = key.toUpperCase();
  if (optionKeys.includes(letter)) return { type: 'answer', key: letter as OptionKey };
  return letterMoves[letter] ?? null;
}

const typingInputTypes = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url']);

export function keyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof HTMLElement)) return 'other';
  const typing =
    target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  if (typing) return 'typing';
  if (target instanceof HTMLInputElement) {
    if (target.type === 'radio') return 'radio';
    return typingInputTypes.has(target.type) ? 'typing' : 'other';
  }
  return 'other';
}
