import { isUsableToken, maxTokenLength } from './token-shape';

describe('token shape', () => {
  it.each([
    ['an opaque token', 'kS2jQx_8-y0Zr3uVtPq1wLmN4bC7dE9fGhIjKl5oA6s'],
    ['a JWT', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['base64 with padding', 'YWJjZA=='],
    ['the longest allowed', 'a'.repeat(maxTokenLength)],
  ])('accepts %s', (_case, token) => {
    expect(isUsableToken(token)).toBe(true);
  });

  it.each([
    ['a 3 MB token', 'a'.repeat(3 * 1024 * 1024)],
    ['one character too long', 'a'.repeat(maxTokenLength + 1)],
    ['CR LF', 'abc\r\nX-Injected: 1'],
    ['a line feed alone', 'abc\ndef'],
    ['a space', 'abc def'],
    ['non-ASCII text', 'tökén'],
    ['an empty string', ''],
    ['padding in the middle', 'ab=cd'],
    ['a number', 42],
    ['null', null],
  ])('refuses %s', (_case, token) => {
    expect(isUsableToken(token)).toBe(false);
  });
});
