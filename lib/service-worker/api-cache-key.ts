/**
 * The cache key of a product-API answer: its URL plus a digest of the `Authorization` header.
 * Answers are about the token's owner, so on a shared device one student's saved answers are
 * never shown to the next, and no token is written into the cache in the clear.
 */
export async function apiCacheKey(url: string, authorization: string | null): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization ?? ''));
  const student = Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  const key = new URL(url);
  key.searchParams.set('sw-student', student);
  return key.toString();
}
