/**
 * The one id rule of the portal (decision 74). Every route's `:id`, `:materialid`, `:vodid`,
 * `:cozulensinavid`, `:sinavid` and `:enrollid` (product.md section 2) is a record id of the product
 * API: a whole number of 1 to 15 digits, so every one is exact in a JavaScript number. Anything else
 * in a URL (`..`, `/`, `%2F`, letters, `-1`) is no id: the screen shows its not-found state and asks
 * the API nothing. The API's answers are held to the same rule (lib/api/schemas.ts), so no id the
 * paths would refuse ever reaches a screen.
 */
export const recordIdPatternSource = '\\d{1,15}';
const recordIdPattern = new RegExp(`^${recordIdPatternSource}$`);

export function isRecordId(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && recordIdPattern.test(String(value));
  return typeof value === 'string' && recordIdPattern.test(value);
}

/** The route parameter as a record id, or null when it is none (or not read yet). */
export function routeRecordId(value: string | undefined | null): string | null {
  return isRecordId(value) ? value : null;
}
