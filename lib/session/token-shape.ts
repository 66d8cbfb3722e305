/**
 * Longest token the portal sends. A bearer header longer than a server's header limit (nginx:
 * 8 KB per line) is refused before it reaches the API, so a longer stored token can only fail.
 */
export const maxTokenLength = 8192;

/** RFC 6750 `b64token`: what a bearer token may hold; no space, no CR LF, nothing a header cannot carry. */
export const tokenPatternSource = '^[A-Za-z0-9\\-._~+/]+=*$';
const b64token = new RegExp(tokenPatternSource);

/**
 * Whether `value` can be sent as `Authorization: Bearer <value>` (or in a URL as `id_token_hint`).
 * A token with CR LF makes `fetch` throw before any request; a 3 MB one is refused by every server.
 */
export function isUsableToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxTokenLength && b64token.test(value);
}
