import type { AnswerEntry } from '@/lib/types';
import { journalAnswers, journaledAnswers } from './unstored-journal';

const entry = (questionId: number, answer: AnswerEntry['answer'], seq: number): AnswerEntry => ({
  questionId,
  answer,
  answeredAt: '2026-05-01T10:01:00.000Z',
  seq,
});

beforeEach(() => sessionStorage.clear());

describe('the journal of answers not on disk yet', () => {
  it('keeps each attempt’s answers apart and forgets an attempt once nothing is left', () => {
    journalAnswers('a-1', [entry(1, 'A', 10), entry(2, null, 11)]);
    journalAnswers('a-2', [entry(7, 'C', 3)]);
    expect(journaledAnswers('a-1')).toEqual([entry(1, 'A', 10), entry(2, null, 11)]);
    expect(journaledAnswers('a-2')).toEqual([entry(7, 'C', 3)]);

    journalAnswers('a-1', []);
    expect(journaledAnswers('a-1')).toEqual([]);
    journalAnswers('a-2', []);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{"a-1": ['],
    ['an array', '[1, 2]'],
    ['a damaged entry', JSON.stringify({ 'a-1': [{ questionId: '1', answer: 'A' }] })],
  ])('reads a stored journal that is %s as empty, never throwing', (_case, raw) => {
    sessionStorage.setItem('exam_unstored_answers', raw);
    expect(journaledAnswers('a-1')).toEqual([]);
  });

  it('finds nothing under an attempt id that names an inherited property', () => {
    journalAnswers('a-1', [entry(1, 'A', 10)]);
    expect(journaledAnswers('constructor')).toEqual([]);
    expect(journaledAnswers('__proto__')).toEqual([]);
  });
});
