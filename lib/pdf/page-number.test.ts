import { pageIndexFromInput } from './page-number';

describe('typed page numbers', () => {
  it('turns a page number into a zero-based index', () => {
    expect(pageIndexFromInput('1', 3)).toBe(0);
    expect(pageIndexFromInput(' 3 ', 3)).toBe(2);
  });

  it.each(['', '0', '4', '-1', '1.5', '2e0', 'two'])('refuses "%s" for a 3-page document', (text) => {
    expect(pageIndexFromInput(text, 3)).toBeNull();
  });
});
