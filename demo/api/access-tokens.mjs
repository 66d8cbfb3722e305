import { portalClientId } from '../identity/provider.mjs';
import { studentById } from '../students.mjs';

/**
 * The student an access token belongs to, or undefined when the token is unknown, expired or
 * revoked (logout). The provider runs in the same process, so its token store is asked directly.
 */
export async function studentForAccessToken(provider, accessToken) {
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  const token = await provider.AccessToken.find(accessToken);
  return token?.clientId === portalClientId ? studentById(token.accountId) : undefined;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request) {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
