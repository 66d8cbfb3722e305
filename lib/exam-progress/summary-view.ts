/**
 * The summary's views (`/SinavOzeti/:id[/:doBack]?view=…`): every question (no `view`), only the
 * wrong and empty ones, or a practice set of those. Anything else shows every question.
 */
export const summaryView = { param: 'view', mistakes: 'mistakes', practice: 'practice' } as const;

export type SummaryView = 'all' | typeof summaryView.mistakes | typeof summaryView.practice;

export function parseSummaryView(value: string | null): SummaryView {
  return value === summaryView.mistakes || value === summaryView.practice ? value : 'all';
}
