import * as v from 'valibot';
import { reverseDecode, reverseEncode } from '@/lib/storage/reverse-encoding';
import { sessionKeys, storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { Tokens, User } from '@/lib/types';
import { isUsableToken } from './token-shape';

/** A stored session older than this is not restored: the student signs in again. */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

interface StoredSession {
  tokens: Tokens;
  user: User;
}

/** The stored user: both names, whatever else the userinfo held. */
const userSchema = v.looseObject({ FirstName: v.string(), LastName: v.string() });

const tokenSchema = v.pipe(v.string(), v.nonEmpty());

export function saveSession(tokens: Tokens, user: User): void {
  writeStored(storageKeys.token, reverseEncode(tokens.accessToken));
  if (tokens.refreshToken) writeStored(storageKeys.refresh, reverseEncode(tokens.refreshToken));
  if (tokens.idToken) writeStored(storageKeys.idToken, tokens.idToken);
  writeStored(storageKeys.user, user);
}

const sessionValue = { maxAgeMs: sessionMaxAgeMs, schema: tokenSchema };

type TokenKey = typeof storageKeys.token | typeof storageKeys.refresh | typeof storageKeys.idToken;

/** The stored token's text, usable or not; null when nothing readable is stored. */
function readStoredToken(key: TokenKey): string | null {
  const stored = readStored(key, sessionValue);
  return stored !== null && key !== storageKeys.idToken ? reverseDecode(stored) : stored;
}

/** The access token for the `Authorization` header; null when absent or no header can carry it. */
export function readAccessToken(): string | null {
  const token = readStoredToken(storageKeys.token);
  return token !== null && isUsableToken(token) ? token : null;
}

/**
 * `absent`: no usable session is stored (never signed in, signed out, too old, malformed: product.md
 * section 4 sends the student to `/`). `unusable`: a stored token no request can carry (CR LF,
 * megabytes long); sending it could only fail, so it is handled as an authentication failure
 * (product.md section 8): the session is cleared and the student is asked to sign in again.
 */
type SessionRestore = { kind: 'present'; session: StoredSession } | { kind: 'absent' } | { kind: 'unusable' };

/** What is stored, without acting on it: any number of readers may ask, in any order. */
function inspectSession(): SessionRestore {
  const accessToken = readStoredToken(storageKeys.token);
  const refreshToken = readStoredToken(storageKeys.refresh);
  const idToken = readStoredToken(storageKeys.idToken);
  if ([accessToken, refreshToken, idToken].some((token) => token !== null && !isUsableToken(token))) {
    return { kind: 'unusable' };
  }
  const user = readStored(storageKeys.user, { maxAgeMs: sessionMaxAgeMs, schema: userSchema });
  if (!accessToken || !user) return { kind: 'absent' };
  return { kind: 'present', session: { tokens: { accessToken, refreshToken, idToken }, user } };
}

/**
 * The start-up gate's restore, the one place that acts on what is stored: an unusable session is
 * cleared here. Were readers to clear it too, whichever ran first would leave the gate `absent`
 * and send the student to `/` instead of `/loginProblem`.
 */
export function restoreSession(): SessionRestore {
  const restored = inspectSession();
  if (restored.kind === 'unusable') clearSession();
  return restored;
}

/** The stored session, or null when the token or user is missing, malformed, unusable or too old. */
export function readSession(): StoredSession | null {
  const stored = inspectSession();
  return stored.kind === 'present' ? stored.session : null;
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
