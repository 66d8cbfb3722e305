import * as v from 'valibot';
import { storedRecord } from './stored-schemas';

describe('storedRecord', () => {
  const scores = storedRecord(v.number());

  it('accepts a plain object whose every value fits', () => {
    expect(v.is(scores, {})).toBe(true);
    expect(v.is(scores, { ayse: 80, mehmet: 55 })).toBe(true);
  });

  it('refuses arrays, non-objects and any value that does not fit', () => {
    expect(v.is(scores, [80])).toBe(false);
    expect(v.is(scores, null)).toBe(false);
    expect(v.is(scores, 'ayse')).toBe(false);
    expect(v.is(scores, { ayse: '80' })).toBe(false);
  });

  it('checks the keys valibot’s record skips, as stored JSON holds them', () => {
    expect(v.is(scores, JSON.parse('{"__proto__": "80"}'))).toBe(false);
    expect(v.is(scores, JSON.parse('{"constructor": "80"}'))).toBe(false);
    expect(v.is(scores, JSON.parse('{"__proto__": 80}'))).toBe(true);
  });
});
