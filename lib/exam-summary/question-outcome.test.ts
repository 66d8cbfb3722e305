import { questionOutcome } from './question-outcome';

describe('a question’s outcome', () => {
  it('is correct, wrong or empty', () => {
    expect(questionOutcome({ answer: 'B', correctAnswer: 'B' })).toBe('correct');
    expect(questionOutcome({ answer: 'C', correctAnswer: 'B' })).toBe('wrong');
    expect(questionOutcome({ answer: null, correctAnswer: 'B' })).toBe('empty');
  });
});
