import { formatScore } from './format-score';

describe('exam scores', () => {
  it.each([
    [71.25, 'en-US', '71.25'],
    [71.25, 'tr-TR', '71,25'],
    [3.75, 'en-US', '3.75'],
    [100, 'en-US', '100.00'],
    [100, 'tr-TR', '100,00'],
    [0, 'tr-TR', '0,00'],
    [12.5, 'en-US', '12.50'],
  ])('shows %p in %s as %s', (score, locale, shown) => {
    expect(formatScore(score, locale)).toBe(shown);
  });
});
