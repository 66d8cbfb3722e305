import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import type { NotCountedAnswer } from '@/lib/exam/attempt-record';
import { goneAttemptPick, notCountedGroups, scoredAttemptPick } from './not-counted';

const refused: NotCountedAnswer[] = [
  { questionId: 903312, answer: 'C', reason: 'submitted-elsewhere' },
  { questionId: 903305, answer: null, reason: 'submitted-elsewhere' },
  { questionId: 903380, answer: 'E', reason: 'after-deadline' },
  { questionId: 999999, answer: 'A', reason: 'gone' },
];
const questions = [5, 12, 80].map((number) => ({ id: 903300 + number, number }));

describe('answers not counted, as the student is told of them', () => {
  it('groups them by why, each group in question order, numbered by the paper', () => {
    expect(notCountedGroups(refused, questions)).toEqual([
      {
        reason: 'submitted-elsewhere',
        lines: [
          { questionId: 903305, number: 5, answer: null },
          { questionId: 903312, number: 12, answer: 'C' },
        ],
      },
      { reason: 'after-deadline', lines: [{ questionId: 903380, number: 80, answer: 'E' }] },
      { reason: 'gone', lines: [{ questionId: 999999, number: null, answer: 'A' }] },
    ]);
    expect(notCountedGroups([], questions)).toEqual([]);
  });

  it('tells a summary those of its own attempt, and an exam’s screen only those of its attempts gone', () => {
    const scored = storedAttempt('a-1', '2026-05-01T13:00:00.000Z', { solvedExamId: 5001, notCounted: refused });
    const gone = storedAttempt('a-2', '2026-05-01T13:00:00.000Z', {
      examId: 9033,
      enrollmentId: 202,
      notCounted: refused,
    });
    expect(scoredAttemptPick(5001)(scored)).toEqual(refused);
    expect(scoredAttemptPick(5002)(scored)).toEqual([]);
    expect(goneAttemptPick(9033, 202)(gone)).toEqual([refused[3]]);
    expect(goneAttemptPick(9033, 204)(gone)).toEqual([]);
  });
});
