import { storageKeys } from '@/lib/storage/keys';
import { reverseEncode } from '@/lib/storage/reverse-encoding';
import { writeStored } from '@/lib/storage/stored-value';
import {
  clearSession,
  currentSessionId,
  readAccessToken,
  readSession,
  restoreSession,
  saveSession,
  sessionMaxAgeMs,
  studentOf,
  tabSessionId,
} from './session';

const tokens = { accessToken: 'access', idToken: 'id.jwt', refreshToken: 'refresh' };
const user = { FirstName: 'Ayşe', LastName: 'Yılmaz' };

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('restores what was saved, under the id made at sign-in', () => {
    const id = saveSession(tokens, user);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(readSession()).toEqual({ tokens, user, id });
    expect(restoreSession()).toEqual({ kind: 'present', session: { tokens, user, id } });
    expect(tabSessionId()).toBe(id);
  });

  it('makes a new id at every sign-in, the same student’s too', () => {
    const first = saveSession(tokens, user);
    const second = saveSession(tokens, user);
    expect(second).not.toBe(first);
    expect(currentSessionId()).toBe(second);
  });

  it('gives a session stored before sessions had ids one at its restore, once', () => {
    saveSession(tokens, user);
    localStorage.removeItem(storageKeys.sessionId);
    expect(currentSessionId()).toBeNull();
    const restored = restoreSession();
    const id = restored.kind === 'present' ? restored.session.id : null;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(currentSessionId()).toBe(id);
    expect(restoreSession()).toEqual(restored);
  });

  it('is absent when the user is malformed', () => {
    saveSession(tokens, user);
    writeStored(storageKeys.user, { name: 'no first and last name' });
    expect(readSession()).toBeNull();
  });

  it('is absent when the token was stored in plain text by something else', () => {
    saveSession(tokens, user);
    localStorage.setItem(storageKeys.token, JSON.stringify({ value: '%%plain%%', savedAt: Date.now() }));
    expect(readSession()).toBeNull();
  });

  it('is absent once older than the session age limit', () => {
    saveSession(tokens, user);
    const old = Date.now() - sessionMaxAgeMs - 1;
    writeStored(storageKeys.token, JSON.parse(localStorage.getItem('token') ?? '{}').value, old);
    expect(readSession()).toBeNull();
  });

  it('clears token, refresh, id token, user and the session id but keeps preferences', () => {
    saveSession(tokens, user);
    writeStored(storageKeys.nightMode, true);
    clearSession();
    expect(['token', 'refresh', 'id_token', 'user', 'session_id'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('nightMode')).not.toBeNull();
  });

  it('is absent, not invalid, when nothing was ever stored', () => {
    expect(restoreSession()).toEqual({ kind: 'absent' });
  });

  it.each([
    ['a 3 MB access token', storageKeys.token, reverseEncode('a'.repeat(3 * 1024 * 1024))],
    ['an access token holding CR LF', storageKeys.token, reverseEncode('access\r\nX-Injected: 1')],
    ['a refresh token holding a space', storageKeys.refresh, reverseEncode('re fresh')],
    ['an id token holding CR LF', storageKeys.idToken, 'id.jwt\r\n'],
  ])('is unusable with %s: the whole session is cleared and no token is handed out', (_case, key, stored) => {
    saveSession(tokens, user);
    writeStored(key, stored);
    expect(readAccessToken()).toBe(key === storageKeys.token ? null : 'access');
    expect(restoreSession()).toEqual({ kind: 'unusable' });
    expect(['token', 'refresh', 'id_token', 'user'].map((name) => localStorage.getItem(name))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(restoreSession()).toEqual({ kind: 'absent' });
  });

  it('leaves an unusable session to the gate: reading it first hands out nothing and clears nothing', () => {
    saveSession(tokens, user);
    writeStored(storageKeys.token, reverseEncode('access\r\nX-Injected: 1'));
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(restoreSession()).toEqual({ kind: 'unusable' });
  });

  it('is absent, as product.md section 4 wants for a missing token, when only part of a session is left', () => {
    writeStored(storageKeys.user, user);
    expect(restoreSession()).toEqual({ kind: 'absent' });
  });
});

describe('studentOf', () => {
  it('prefers the user id and falls back to the user name', () => {
    const ayse = { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse.yilmaz', Id: 'id-ayse' };
    expect(studentOf(ayse)).toBe('id-ayse');
    expect(studentOf({ FirstName: 'A', LastName: 'B', UserName: 'ab' })).toBe('ab');
    expect(studentOf({ FirstName: 'A', LastName: 'B' })).toBeNull();
    expect(studentOf(null)).toBeNull();
  });
});
