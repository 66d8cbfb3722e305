import { formatPercent } from './percent';

describe('percentages', () => {
  it('are written as the language writes them, in whole percents', () => {
    expect(formatPercent(1.25, 'en-US')).toBe('125%');
    expect(formatPercent(1.374, 'tr-TR')).toBe('%137');
    expect(formatPercent(0.456, 'en-US')).toBe('46%');
  });
});
