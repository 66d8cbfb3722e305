import { questionOutcome } from '@/lib/exam-summary/question-outcome';
import type { SolvedExamQuestion } from '@/lib/types';

/** The questions answered wrong or left empty, in the exam's order: what the review and the practice set show. */
export const mistakesOf = (questions: readonly SolvedExamQuestion[]) =>
  questions.filter((question) => questionOutcome(question) !== 'correct');
