import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { clearSession, readSession, saveSession, sessionMaxAgeMs } from './session';

const tokens = { accessToken: 'access', idToken: 'id.jwt', refreshToken: 'refresh' };
const user = { FirstName: 'Ayşe', LastName: 'Yılmaz' };

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('restores what was saved', () => {
    saveSession(tokens, user);
    expect(readSession()).toEqual({ tokens, user });
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

  it('clears token, refresh, id token and user but keeps preferences', () => {
    saveSession(tokens, user);
    writeStored(storageKeys.nightMode, true);
    clearSession();
    expect(['token', 'refresh', 'id_token', 'user'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(localStorage.getItem('nightMode')).not.toBeNull();
  });
});
