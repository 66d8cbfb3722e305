import { parseNotCounted, withNotCounted } from './not-counted';

describe('answers not counted after a submission on another device', () => {
  it('rides on the summary link only when there are some', () => {
    expect(withNotCounted('/SinavOzeti/4001', 2)).toBe('/SinavOzeti/4001?notCounted=2');
    expect(withNotCounted('/SinavOzeti/4001', 0)).toBe('/SinavOzeti/4001');
  });

  it('reads back a whole count and nothing else', () => {
    expect(parseNotCounted('1')).toBe(1);
    expect(parseNotCounted('80')).toBe(80);
    for (const value of [null, '', '0', '-1', '1.5', '1e3', 'abc', '99999', ' 2']) {
      expect(parseNotCounted(value)).toBe(0);
    }
  });
});
