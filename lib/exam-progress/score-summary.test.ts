import { oldestFirst, scoreSummary } from './score-summary';

const attempt = (id: number, score: number, day: number) => ({
  id,
  score,
  submittedAt: `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('latest and best scores', () => {
  it('finds the latest by date and the best by score, whatever the order given', () => {
    const entries = [attempt(3, 56.25, 20), attempt(1, 40, 2), attempt(4, 51.25, 28), attempt(2, 56.25, 10)];
    expect(scoreSummary(entries)).toEqual({ latest: entries[2], best: entries[3] });
    expect(oldestFirst(entries).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('is null without attempts', () => {
    expect(scoreSummary([])).toBeNull();
  });
});
