import { parseTargetScore, targetGap } from './target';

describe('correct answers a target score needs (1.25 points each)', () => {
  it.each([
    // target, score, questions, needed, reachable
    [75, 71.25, 80, 3, true], // 3.75 / 1.25 = 3 exactly
    [71, 56.25, 80, 12, true], // 14.75 / 1.25 = 11.8 → 12
    [71.25, 56.25, 80, 12, true], // 15 / 1.25 = 12, not 13 through rounding error
    [60, 71.25, 80, 0, true], // already above
    [71.25, 71.25, 80, 0, true], // exactly on it
    [100, 0, 80, 80, true],
    [100, 97.5, 80, 2, true],
    [50, 3.75, 5, 2, false], // the 5-question exam: 37 needed, only 2 not yet right
    [5, 3.75, 5, 1, true],
  ])('target %p from %p with %p questions: %p more, reachable %p', (target, score, questions, needed, reachable) => {
    expect(targetGap(target, score, questions)).toEqual({ needed, reachable });
  });
});

describe('a target score the student types', () => {
  it.each([
    ['75', 75],
    [' 72.5 ', 72.5],
    ['72,5', 72.5],
    ['0', 0],
    ['100', 100],
  ])('accepts %p as %p', (text, value) => {
    expect(parseTargetScore(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '101', '100.25', '1e2', '50.123', '7 5'])('refuses %p', (text) => {
    expect(parseTargetScore(text)).toBeNull();
  });
});
