import { byteRange } from './byte-range.mjs';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=5-5', { start: 5, end: 5 }],
    [' bytes=0-1 ', { start: 0, end: 1 }],
  ])('reads %p of a 1000-byte file', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])('finds %p unsatisfiable', (header) => {
    expect(byteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, null, '', 'bytes=-', 'bytes=5-3', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])(
    'serves the whole file for %p',
    (header) => {
      expect(byteRange(header, 1000)).toBeNull();
    },
  );
});
