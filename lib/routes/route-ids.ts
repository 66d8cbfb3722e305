/**
 * The id shapes of the routes (product.md section 2): every `:id`, `:materialid`, `:vodid`,
 * `:cozulensinavid`, `:sinavid` and `:enrollid` is a record id of the product API, a whole number
 * written in digits. Anything else (`..`, `/`, `%2F`, letters) is no id: the screen shows its
 * not-found state and asks the API nothing.
 */
const recordIdPattern = /^\d{1,15}$/;

export function isRecordId(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && recordIdPattern.test(value);
}

/** The route parameter as a record id, or null when it is none (or not read yet). */
export function routeRecordId(value: string | undefined | null): string | null {
  return isRecordId(value) ? value : null;
}
