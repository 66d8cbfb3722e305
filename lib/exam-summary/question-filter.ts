import type { SolvedExamQuestion } from '@/lib/types';
import { questionOutcome } from './question-outcome';

/** The summary's question filters; flags are the device's own (kept with the attempt record). */
export const questionFilters = ['all', 'wrong', 'empty', 'flagged'] as const;
export type QuestionFilter = (typeof questionFilters)[number];

export function matchesFilter(
  question: SolvedExamQuestion,
  filter: QuestionFilter,
  flagged: ReadonlySet<number>,
): boolean {
  if (filter === 'all') return true;
  if (filter === 'flagged') return flagged.has(question.id);
  return questionOutcome(question) === filter;
}

/** How many questions each filter shows. */
export function filterCounts(
  questions: readonly SolvedExamQuestion[],
  flagged: ReadonlySet<number>,
): Record<QuestionFilter, number> {
  const counts = { all: 0, wrong: 0, empty: 0, flagged: 0 };
  for (const question of questions) {
    for (const filter of questionFilters) if (matchesFilter(question, filter, flagged)) counts[filter] += 1;
  }
  return counts;
}
