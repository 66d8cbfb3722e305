import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats in the language and options asked for', () => {
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(71.5)).toBe('71.50');
    expect(numberFormat('tr-TR', { minimumFractionDigits: 2 }).format(71.5)).toBe('71,50');
  });

  it('makes one formatter per language and options, and keeps them apart', () => {
    const score = numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(score);
    expect(numberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).not.toBe(score);
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(score);
  });
});
