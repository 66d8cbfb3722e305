import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, 'en-US', '0 byte'],
    [999, 'en-US', '999 byte'],
    [512_000, 'en-US', '512 kB'],
    [3_456_789, 'en-US', '3.5 MB'],
    [1_234_000_000, 'tr-TR', '1,2 GB'],
  ])('%d in %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale).replace(/\s/g, ' ')).toBe(text);
  });
});
