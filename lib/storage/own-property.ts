/**
 * Lookups keyed by stored or user-given text. `key in record` and `record[key]` also find
 * inherited names (`constructor`, `toString`, `__proto__`), so a stored choice of `toString`
 * would pick a function; these only ever see the record's own properties.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `value` is one of `choices` (an enum read back from storage or a URL). */
export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/** `record` with `key` set as an own property, whatever the key's name (even `__proto__`). */
export function withOwnValue<V>(record: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  return Object.fromEntries([...Object.entries(record).filter(([name]) => name !== key), [key, value]]);
}
