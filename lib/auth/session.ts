import { reverseDecode, reverseEncode } from '@/lib/storage/reverse-encoding';
import { sessionKeys, storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { Tokens, User } from '@/lib/types';

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

function readEncoded(key: typeof storageKeys.token | typeof storageKeys.refresh): string | null {
  const encoded = readStored<string>(key, sessionValue);
  return encoded ? reverseDecode(encoded) : null;
}

export const readAccessToken = () => readEncoded(storageKeys.token);

/** The stored session, or null when the token or user is missing, malformed or too old. */
export function readSession(): StoredSession | null {
  const accessToken = readAccessToken();
  const user = readStored<User>(storageKeys.user, { maxAgeMs: sessionMaxAgeMs, isValid: isUser });
  if (!accessToken || !user) return null;
  return {
    tokens: {
      accessToken,
      refreshToken: readEncoded(storageKeys.refresh),
      idToken: readStored<string>(storageKeys.idToken, sessionValue),
    },
    user,
  };
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
