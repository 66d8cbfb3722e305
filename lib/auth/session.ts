import { reverseDecode, reverseEncode } from '@/lib/storage/reverse-encoding';
import { sessionKeys, storageKeys } from '@/lib/storage/keys';
import { hasStored, readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { Tokens, User } from '@/lib/types';
import { isUsableToken } from './token-shape';

/** A stored session older than this is not restored: the student signs in again. */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

export interface StoredSession {
  tokens: Tokens;
  user: User;
}

export function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User).FirstName === 'string' &&
    typeof (value as User).LastName === 'string'
  );
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function saveSession(tokens: Tokens, user: User): void {
  writeStored(storageKeys.token, reverseEncode(tokens.accessToken));
  if (tokens.refreshToken) writeStored(storageKeys.refresh, reverseEncode(tokens.refreshToken));
  if (tokens.idToken) writeStored(storageKeys.idToken, tokens.idToken);
  writeStored(storageKeys.user, user);
}

const sessionValue = { maxAgeMs: sessionMaxAgeMs, isValid: isString };

type TokenKey = typeof storageKeys.token | typeof storageKeys.refresh | typeof storageKeys.idToken;

/** A stored token that can go into a header or URL; one that cannot (CR LF, 3 MB) is removed. */
function readToken(key: TokenKey): string | null {
  const stored = readStored<string>(key, sessionValue);
  const token = stored !== null && key !== storageKeys.idToken ? reverseDecode(stored) : stored;
  if (token !== null && isUsableToken(token)) return token;
  if (stored !== null) removeStored(key);
  return null;
}

export const readAccessToken = () => readToken(storageKeys.token);

/**
 * `absent`: nothing was stored (never signed in, signed out). `invalid`: something was stored but
 * it is no usable session (a token no header can carry, a broken user, too old); it is cleared
 * and the student is told to sign in again.
 */
export type SessionRestore = { kind: 'present'; session: StoredSession } | { kind: 'absent' } | { kind: 'invalid' };

export function restoreSession(): SessionRestore {
  const stored = sessionKeys.filter(hasStored);
  if (stored.length === 0) return { kind: 'absent' };
  const accessToken = readToken(storageKeys.token);
  const refreshToken = readToken(storageKeys.refresh);
  const idToken = readToken(storageKeys.idToken);
  const user = readStored<User>(storageKeys.user, { maxAgeMs: sessionMaxAgeMs, isValid: isUser });
  // Each read removes what it refuses: a key gone since is a part of the session that was bad.
  if (!accessToken || !user || stored.some((key) => !hasStored(key))) {
    clearSession();
    return { kind: 'invalid' };
  }
  return { kind: 'present', session: { tokens: { accessToken, refreshToken, idToken }, user } };
}

/** The stored session, or null when the token or user is missing, malformed or too old. */
export function readSession(): StoredSession | null {
  const restored = restoreSession();
  return restored.kind === 'present' ? restored.session : null;
}

/** Whose data it is (queued writes, exam attempts): the provider's user id, else the user name. */
export function studentOf(user: User | null | undefined): string | null {
  const id = user?.Id ?? user?.UserName;
  return typeof id === 'string' && id !== '' ? id : null;
}

export const currentStudent = (): string | null => studentOf(readSession()?.user);

export function clearSession(): void {
  removeStored(...sessionKeys);
}
