import type { HistoryQuestion, OptionKey, QuestionType } from '@/lib/types';
import { typeFigures, weakestTypes } from './type-figures';

let nextNumber = 0;
/** A question of `type` answered `answer` (null: empty) whose key is A. */
const question = (type: QuestionType, answer: OptionKey | null): HistoryQuestion => {
  nextNumber += 1;
  return { id: nextNumber, number: nextNumber, type, answer, correctAnswer: 'A' };
};

describe('per-type figures of an attempt', () => {
  beforeEach(() => {
    nextNumber = 0;
  });

  it('counts right, wrong and empty per type, in the papers’ order of types, with the missed questions', () => {
    const questions = [
      question('reading', 'A'), // 1
      question('vocabulary', 'A'), // 2
      question('reading', 'B'), // 3
      question('vocabulary', null), // 4
      question('reading', null), // 5
      question('reading', 'A'), // 6
      question('irrelevant-sentence', 'C'), // 7
    ];
    expect(typeFigures(questions)).toEqual([
      { type: 'vocabulary', correct: 1, wrong: 0, empty: 1, total: 2, share: 0.5, missed: [4] },
      { type: 'reading', correct: 2, wrong: 1, empty: 1, total: 4, share: 0.5, missed: [3, 5] },
      { type: 'irrelevant-sentence', correct: 0, wrong: 1, empty: 0, total: 1, share: 0, missed: [7] },
    ]);
  });

  it('leaves out types the paper does not have', () => {
    expect(typeFigures([question('grammar', 'A')]).map((figure) => figure.type)).toEqual(['grammar']);
    expect(typeFigures([])).toEqual([]);
  });

  it('names the weakest types first, the one with more missed first on a tie, and never a type without a miss', () => {
    const figures = typeFigures([
      question('grammar', 'A'),
      question('grammar', 'A'), // grammar 100 %: never weak
      question('cloze', 'B'),
      question('cloze', 'A'), // cloze 50 %, 1 missed
      question('translation', 'B'),
      question('translation', null),
      question('translation', 'A'),
      question('translation', 'A'), // translation 50 %, 2 missed
      question('dialogue', null), // dialogue 0 %
      question('reading', 'A'),
      question('reading', 'A'),
      question('reading', 'B'), // reading 67 %
    ]);
    expect(weakestTypes(figures).map((figure) => figure.type)).toEqual(['dialogue', 'translation', 'cloze']);
    expect(weakestTypes(figures, 10).map((figure) => figure.type)).toEqual([
      'dialogue',
      'translation',
      'cloze',
      'reading',
    ]);
  });
});
