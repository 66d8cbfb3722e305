import { attemptDate, clockDuration } from './format-attempt';

describe('attempt figures as shown', () => {
  it.each([
    [9480, '2:38:00'],
    [10800, '3:00:00'],
    [20, '0:20'],
    [605, '10:05'],
    [0, '0:00'],
  ])('shows %p seconds used as %s', (seconds, shown) => {
    expect(clockDuration(seconds)).toBe(shown);
  });

  it('shows the day of an attempt in the student’s language', () => {
    expect(attemptDate('2026-11-18T10:00:00.000Z', 'en-US')).toBe('Nov 18, 2026');
    expect(attemptDate('2026-11-18T10:00:00.000Z', 'tr-TR')).toBe('18 Kas 2026');
  });
});
