/** Test-only: exam papers for the paper-read tests. Never imported by product code. */
import type { Exam } from '@/lib/types';

/** A paper with no questions, told apart by its name (a kept one, a fresh one). */
export const namedPaper = (name: string): Exam => ({
  id: 9049,
  name,
  examType: 'yds',
  field: null,
  durationSeconds: 20,
  questionCount: 0,
  sections: [],
});
