import type { QuestionType } from '@/lib/types';

/**
 * Every question type of the API (docs/api.md, "Question types"), in the order of the papers'
 * parts: charts and tables list types this way.
 */
export const questionTypes = [
  'vocabulary',
  'grammar',
  'cloze',
  'sentence-completion',
  'translation',
  'reading',
  'dialogue',
  'restatement',
  'paragraph-completion',
  'irrelevant-sentence',
] as const satisfies readonly QuestionType[];
