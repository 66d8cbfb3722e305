/** @jest-environment node */
import { createHash } from 'node:crypto';
import { codeChallengeS256, randomString } from './pkce';

describe('PKCE and state', () => {
  it('computes the S256 challenge as BASE64URL(SHA-256(verifier)) without padding', async () => {
    const verifier = randomString(64);
    const expected = createHash('sha256').update(verifier).digest('base64url');
    const challenge = await codeChallengeS256(verifier);
    expect(challenge).toBe(expected);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes URL-safe random strings of the asked length that differ each time', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomString(16)));
    expect(values.size).toBe(50);
    values.forEach((value) => expect(value).toMatch(/^[A-Za-z0-9_-]{16}$/));
  });
});
