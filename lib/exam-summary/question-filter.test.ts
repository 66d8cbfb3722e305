import type { SolvedExamQuestion } from '@/lib/types';
import { filterCounts, matchesFilter } from './question-filter';

const question = (
  id: number,
  answer: SolvedExamQuestion['answer'],
  correctAnswer: SolvedExamQuestion['correctAnswer'],
) => ({ id, answer, correctAnswer }) as SolvedExamQuestion;
const questions = [question(1, 'A', 'A'), question(2, 'B', 'C'), question(3, null, 'D'), question(4, 'E', 'E')];
const flagged = new Set([2, 4]);

describe('the summary question filters', () => {
  it('shows wrong, empty, flagged on this device, or all', () => {
    const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
      questions.filter((item) => matchesFilter(item, filter, flagged)).map((item) => item.id);
    expect(ids('wrong')).toEqual([2]);
    expect(ids('empty')).toEqual([3]);
    expect(ids('flagged')).toEqual([2, 4]);
    expect(ids('all')).toEqual([1, 2, 3, 4]);
  });

  it('counts what each filter shows', () => {
    expect(filterCounts(questions, flagged)).toEqual({ all: 4, wrong: 1, empty: 1, flagged: 2 });
    expect(filterCounts(questions, new Set()).flagged).toBe(0);
  });
});
