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
  /** Made at sign-in, stored with the token: the session every read is bound to (null until restored, for a session stored before ids). */
  id: string | null;
}

/** The stored user: both names, whatever else the userinfo held. */
const userSchema = v.looseObject({ FirstName: v.string(), LastName: v.string() });

const tokenSchema = v.pipe(v.string(), v.nonEmpty());

/** A new session id: 128 random bits as hex, unguessable and never reused. */
function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The session this tab runs under: the one it restored or signed in; null on pages without one. */
let tabSession: string | null = null;

/** Stores a signed-in session under a new id, which this tab now runs under; returns the id. */
export function saveSession(tokens: Tokens, user: User): string {
  const id = newSessionId();
  // Everything else of the session was written before it is: no read can be bound to a half-stored session.
  writeStored(storageKeys.token, reverseEncode(tokens.accessToken));
  if (tokens.refreshToken) writeStored(storageKeys.refresh, reverseEncode(tokens.refreshToken));
  else removeStored(storageKeys.refresh);
  if (tokens.idToken) writeStored(storageKeys.idToken, tokens.idToken);
  else removeStored(storageKeys.idToken);
  writeStored(storageKeys.user, user);
  writeStored(storageKeys.sessionId, id);
  tabSession = id;
  return id;
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
  const id = readStored(storageKeys.sessionId, { maxAgeMs: sessionMaxAgeMs, schema: tokenSchema });
  return { kind: 'present', session: { tokens: { accessToken, refreshToken, idToken }, user, id } };
}

/**
 * The start-up gate's restore, the one place that acts on what is stored: an unusable session is
 * cleared here. Were readers to clear it too, whichever ran first would leave the gate `absent`
 * and send the student to `/` instead of `/loginProblem`.
 */
export function restoreSession(): SessionRestore {
  const restored = inspectSession();
  if (restored.kind === 'unusable') clearSession();
  if (restored.kind !== 'present') return restored;
  // A session stored before sessions had ids gets one here, once: from now on its reads are bound to it.
  const id = restored.session.id ?? newSessionId();
  if (restored.session.id === null) writeStored(storageKeys.sessionId, id);
  tabSession = id;
  return { kind: 'present', session: { ...restored.session, id } };
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

/** The one way to ask whose session is current: the signed-in student, or null. */
export const currentStudent = (): string | null => studentOf(readSession()?.user);

/** The current session's id as stored (shared by every tab of the portal); null without a session. */
export const currentSessionId = (): string | null => readSession()?.id ?? null;

/** The session this tab restored or signed in, whether or not it is still the current one. */
export const tabSessionId = (): string | null => tabSession;

/** This tab no longer runs under a session (it ended here or in another tab). */
export function leaveTabSession(): void {
  tabSession = null;
}

/** Removes the stored session: credentials and id. Only the session's end calls it (lib/session/session-end.ts). */
export function clearSession(): void {
  removeStored(...sessionKeys);
}
