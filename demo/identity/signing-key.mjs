import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

/**
 * One RS256 key pair per start: the provider signs with it, and so does the product API for the
 * id_token it hands out (see ../api/id-token.mjs), so the provider's logout accepts that token.
 * Nothing outlives the process, so nothing is written to disk.
 *
 * @returns {Promise<{ kid: string, privateKey: CryptoKey, privateJwk: object }>}
 */
export async function generateSigningKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, privateJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}
