import type { Tokens, User } from '@/lib/types';
import { LoginError } from './login-error';
import { isUser } from './session';
import { isUsableToken } from './token-shape';

function parseJsonObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The optional tokens are left out when unusable: the session works without them. */
const usableOrNull = (value: unknown) => (isUsableToken(value) ? value : null);

/**
 * Checks the answer of `api/tokens/casdoortokenanduser`: `token` and `userinfo` are JSON
 * strings; the token must hold an access token and the user info a first and last name.
 */
export function parseTokenResponse(answer: unknown): { tokens: Tokens; user: User } {
  if (typeof answer !== 'object' || answer === null) throw new LoginError('invalid-response');
  const { token, userinfo } = answer as Record<string, unknown>;
  if (token === undefined || userinfo === undefined) throw new LoginError('invalid-response');
  const tokenObject = parseJsonObject(token);
  if (!tokenObject) throw new LoginError('invalid-response');
  const accessToken = optionalString(tokenObject.access_token);
  if (!accessToken) throw new LoginError('access-token-missing');
  // A token no header can carry (CR LF, megabytes) would fail every later call: refuse it now.
  if (!isUsableToken(accessToken)) throw new LoginError('invalid-response');
  const user = parseJsonObject(userinfo);
  if (!isUser(user)) throw new LoginError('invalid-user');
  return {
    tokens: {
      accessToken,
      idToken: usableOrNull(tokenObject.id_token),
      refreshToken: usableOrNull(tokenObject.refresh_token),
    },
    user,
  };
}
