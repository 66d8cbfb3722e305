import * as v from 'valibot';

/**
 * A stored record keyed by text (a student, an API path, an attempt id): a plain object, not an
 * array, whose every own value fits `entry`. Not valibot's `record`: that skips the keys
 * `__proto__`, `prototype` and `constructor`, which stored JSON may hold as own keys and which
 * `ownValue` (own-property.ts) then reads.
 */
export const storedRecord = <TEntry extends v.GenericSchema>(entry: TEntry) =>
  v.custom<Record<string, v.InferOutput<TEntry>>>(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      Object.values(input).every((value) => v.is(entry, value)),
  );
