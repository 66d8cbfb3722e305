import type { SolvedExamQuestion } from '@/lib/types';

export type QuestionOutcome = 'correct' | 'wrong' | 'empty';

export function questionOutcome({
  answer,
  correctAnswer,
}: Pick<SolvedExamQuestion, 'answer' | 'correctAnswer'>): QuestionOutcome {
  if (answer === null) return 'empty';
  return answer === correctAnswer ? 'correct' : 'wrong';
}
