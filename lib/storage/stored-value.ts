import * as v from 'valibot';
import type { StorageKey } from './keys';

/** Every stored value carries the time it was written (docs/interfaces.md). */
interface StoredEnvelope<T> {
  value: T;
  savedAt: number;
}

interface ReadOptions<T> {
  /** The value counts as absent once it is older than this. */
  maxAgeMs?: number;
  /**
   * The valibot schema of the parsed value (checked, never transformed: the value is returned as
   * stored); a failing value counts as absent. Without one the value is not checked.
   */
  schema?: v.GenericSchema<T>;
  now?: number;
}

const unsafeContent = /<\s*script|javascript:/i;

/**
 * A write time up to a day ahead of the device clock still counts as "now": the clock may have
 * been set back since the value was written (a network time correction, a time zone or daylight
 * saving slip, a phone whose clock ran fast), and a student must not be signed out for it
 * (decision 50). Anything later is a forged or broken stamp that would keep the value young
 * forever, so it counts as expired.
 */
export const clockSkewAllowanceMs = 24 * 60 * 60 * 1000;

/**
 * Whether any string of the parsed value, or any key, holds script content. Checked on the parsed
 * value, not the raw text: JSON escapes such as `\u003cscript` only become `<script` there.
 * Iterative, so a deeply nested value cannot overflow the stack.
 */
export function holdsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (unsafeContent.test(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (unsafeContent.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Older than `maxAgeMs`, or written in the future beyond the clock-skew allowance. */
function isExpired(savedAt: number, now: number, maxAgeMs: number): boolean {
  return now - savedAt > maxAgeMs || savedAt - now > clockSkewAllowanceMs;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Stores `value` with its write time. False when it could not be stored (storage full:
 * `QuotaExceededError`, or no storage at all): a caller that tells the student something is
 * kept must check it.
 */
export function writeStored<T>(key: StorageKey, value: T, now = Date.now()): boolean {
  const envelope: StoredEnvelope<T> = { value, savedAt: now };
  const storage = browserStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch (error) {
    console.warn(`Could not store "${key}"`, error);
    return false;
  }
}

/** Whether anything at all is stored under `key`, readable or not. */
export function hasStored(key: StorageKey): boolean {
  return browserStorage()?.getItem(key) != null;
}

export function removeStored(...keys: readonly StorageKey[]): void {
  const storage = browserStorage();
  keys.forEach((key) => storage?.removeItem(key));
}

/**
 * Reads a value written by `writeStored`. Script content (in any string of the parsed value),
 * unparsable JSON, a missing or non-finite timestamp, a failed shape check or an expired age
 * (a write time over a day ahead counts as expired) all make the value absent (null) and remove it, so
 * one bad entry cannot break start-up again on the next load.
 */
export function readStored<T>(key: StorageKey, options: ReadOptions<T> = {}): T | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  const envelope = parseEnvelope(raw);
  const now = options.now ?? Date.now();
  const expired =
    envelope !== null && options.maxAgeMs !== undefined && isExpired(envelope.savedAt, now, options.maxAgeMs);
  const valid = envelope !== null && (options.schema ? v.is(options.schema, envelope.value) : true);
  if (!envelope || expired || !valid) {
    storage?.removeItem(key);
    return null;
  }
  return envelope.value as T;
}

/** When the readable value under `key` was written; null when nothing readable is stored. */
export function storedAt(key: StorageKey): number | null {
  const raw = browserStorage()?.getItem(key);
  return raw == null ? null : (parseEnvelope(raw)?.savedAt ?? null);
}

// `1e999` parses to Infinity: no real write time.
const envelopeSchema = v.object({ value: v.unknown(), savedAt: v.pipe(v.number(), v.finite()) });

function parseEnvelope(raw: string): StoredEnvelope<unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = v.safeParse(envelopeSchema, parsed);
  if (!envelope.success || !('value' in envelope.output) || holdsUnsafeText(envelope.output.value)) return null;
  return { value: envelope.output.value, savedAt: envelope.output.savedAt };
}
