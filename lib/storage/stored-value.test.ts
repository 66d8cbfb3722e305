import * as v from 'valibot';
import { storageKeys } from './keys';
import { clockSkewAllowanceMs, holdsUnsafeText, readStored, removeStored, writeStored } from './stored-value';

describe('stored values', () => {
  beforeEach(() => localStorage.clear());

  it('stores each value with the time it was written', () => {
    writeStored(storageKeys.user, { FirstName: 'Ayşe', LastName: 'Yılmaz' }, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      value: { FirstName: 'Ayşe', LastName: 'Yılmaz' },
      savedAt: 1_700_000_000_000,
    });
    expect(readStored(storageKeys.user)).toEqual({ FirstName: 'Ayşe', LastName: 'Yılmaz' });
  });

  it('treats a value older than the age limit as absent and removes it', () => {
    writeStored(storageKeys.nightMode, true, 1000);
    expect(readStored(storageKeys.nightMode, { maxAgeMs: 500, now: 1400 })).toBe(true);
    expect(readStored(storageKeys.nightMode, { maxAgeMs: 500, now: 1501 })).toBeNull();
    expect(localStorage.getItem('nightMode')).toBeNull();
  });

  it('treats a write time in the future as expired, beyond a day of clock correction', () => {
    const now = 1_700_000_000_000;
    // A clock set back 10 minutes after the write (decision 50): the session is still there.
    writeStored(storageKeys.user, 'ten minutes ahead', now + 10 * 60 * 1000);
    expect(readStored(storageKeys.user, { maxAgeMs: 1000, now })).toBe('ten minutes ahead');
    expect(clockSkewAllowanceMs).toBe(24 * 3600 * 1000);
    writeStored(storageKeys.user, 'a little ahead', now + clockSkewAllowanceMs);
    expect(readStored(storageKeys.user, { maxAgeMs: 1000, now })).toBe('a little ahead');
    writeStored(storageKeys.user, 'from the future', now + clockSkewAllowanceMs + 1);
    expect(readStored(storageKeys.user, { maxAgeMs: 1000, now })).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    writeStored(storageKeys.user, 'year 3000', Date.UTC(3000, 0, 1));
    expect(readStored(storageKeys.user, { maxAgeMs: 7 * 24 * 3600 * 1000, now })).toBeNull();
  });

  it('keeps a value forever when no age limit is given', () => {
    writeStored(storageKeys.nightMode, false, 0);
    expect(readStored(storageKeys.nightMode, { now: Number.MAX_SAFE_INTEGER })).toBe(false);
  });

  it.each([
    ['a script tag', JSON.stringify({ value: '<script>alert(1)</script>', savedAt: 1 })],
    ['a script tag with spaces and capitals', JSON.stringify({ value: '< SCRIPT src=x>', savedAt: 1 })],
    ['a javascript: URL', JSON.stringify({ value: 'javascript:alert(1)', savedAt: 1 })],
    ['broken JSON', '{"value": '],
    ['a value without timestamp', JSON.stringify({ value: 'x' })],
    ['a bare string', 'plain text'],
    ['a script tag written as a JSON escape', '{"value": "\\u003cscript>alert(1)\\u003c/script>", "savedAt": 1}'],
    ['javascript: written with escapes', '{"value": {"href": "java\\u0073cript:alert(1)"}, "savedAt": 1}'],
    ['a script tag deep in a list', JSON.stringify({ value: [{ a: [['ok', '<script src=x>']] }], savedAt: 1 })],
    ['a script tag in a key', JSON.stringify({ value: { '<script>': 1 }, savedAt: 1 }).replace('<', '\\u003c')],
    ['a write time of Infinity', '{"value": "x", "savedAt": 1e999}'],
    ['a write time that is text', JSON.stringify({ value: 'x', savedAt: '1' })],
  ])('treats stored JSON with %s as absent', (_case, raw) => {
    localStorage.setItem('user', raw);
    expect(readStored(storageKeys.user)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a value failing its shape check as absent', () => {
    writeStored(storageKeys.idToken, 42);
    expect(readStored(storageKeys.idToken, { schema: v.string() })).toBeNull();
  });

  it('says when the storage is full instead of claiming the value stored', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeStored(storageKeys.nightMode, true)).toBe(false);
    setItem.mockRestore();
    warn.mockRestore();
    expect(writeStored(storageKeys.nightMode, true)).toBe(true);
  });

  it('removes the given keys only', () => {
    writeStored(storageKeys.token, 'a');
    writeStored(storageKeys.nightMode, true);
    removeStored(storageKeys.token);
    expect(readStored(storageKeys.token)).toBeNull();
    expect(readStored(storageKeys.nightMode)).toBe(true);
  });
});

describe('the script guard on parsed values', () => {
  it('finds script text anywhere in the value, keys included, and passes harmless text', () => {
    expect(holdsUnsafeText(JSON.parse('"\\u003cscript>"'))).toBe(true);
    expect(holdsUnsafeText({ a: [1, null, { b: 'JavaScript:void(0)' }] })).toBe(true);
    expect(holdsUnsafeText({ '< script': true })).toBe(true);
    expect(holdsUnsafeText({ FirstName: 'Ayşe', notes: ['a < b', 'scripts', 42, true, null] })).toBe(false);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"<script>"${']'.repeat(100_000)}`) as unknown;
    expect(holdsUnsafeText(deep)).toBe(true);
  });
});
