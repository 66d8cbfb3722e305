import { SignJWT } from 'jose';

/**
 * The id_token the API hands out in `casdoortokenanduser`. The portal asks the provider for scope
 * `read` only, so the provider issues no id_token; the portal still needs one for the logout
 * redirect (`id_token_hint`). Signed with the provider's own key and naming the provider as issuer
 * and the portal client as audience, it is exactly what oidc-provider's logout verifies.
 */
export function signIdToken({ signingKey, issuer, clientId, subject, ttlSeconds }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(clientId)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(signingKey.privateKey);
}
