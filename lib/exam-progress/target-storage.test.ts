import { readTargetScore, writeTargetScore } from './target-storage';

describe('target scores on this device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one target per student in a stored-value envelope', () => {
    writeTargetScore('ayse', 75);
    writeTargetScore('mehmet', 60);
    expect(readTargetScore('ayse')).toBe(75);
    expect(readTargetScore('mehmet')).toBe(60);
    expect(JSON.parse(localStorage.getItem('exam_target_scores') ?? '')).toMatchObject({
      value: { ayse: 75, mehmet: 60 },
      savedAt: expect.any(Number),
    });
    writeTargetScore('ayse', null);
    expect(readTargetScore('ayse')).toBeNull();
    expect(readTargetScore('mehmet')).toBe(60);
  });

  it.each([
    ['not JSON', '{'],
    ['a target above 100', JSON.stringify({ value: { ayse: 120 }, savedAt: 1 })],
    ['a target as text', JSON.stringify({ value: { ayse: '75' }, savedAt: 1 })],
    ['a list', JSON.stringify({ value: [75], savedAt: 1 })],
  ])('treats %s as no target and drops it', (_case, raw) => {
    localStorage.setItem('exam_target_scores', raw);
    expect(readTargetScore('ayse')).toBeNull();
    expect(localStorage.getItem('exam_target_scores')).toBeNull();
  });
});
