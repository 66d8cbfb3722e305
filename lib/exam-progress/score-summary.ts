import type { ExamHistoryEntry } from '@/lib/types';

type Scored = Pick<ExamHistoryEntry, 'score' | 'submittedAt'>;

/** Oldest first: the order of a chart over time. */
export const oldestFirst = <T extends Pick<ExamHistoryEntry, 'submittedAt'>>(entries: readonly T[]): T[] =>
  [...entries].sort((first, second) => Date.parse(first.submittedAt) - Date.parse(second.submittedAt));

/** The latest attempt and the best one (the earlier of equal scores), or null without attempts. */
export function scoreSummary<T extends Scored>(entries: readonly T[]): { latest: T; best: T } | null {
  const byDate = oldestFirst(entries);
  const latest = byDate.at(-1);
  if (!latest) return null;
  const best = byDate.reduce((top, entry) => (entry.score > top.score ? entry : top));
  return { latest, best };
}
