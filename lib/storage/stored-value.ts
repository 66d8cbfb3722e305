import type { StorageKey } from './keys';

/** Every stored value carries the time it was written (interfaces.md). */
interface StoredEnvelope<T> {
  value: T;
  savedAt: number;
}

export interface ReadOptions<T> {
  /** The value counts as absent once it is older than this. */
  maxAgeMs?: number;
  /** Shape check for the parsed value; a failing value counts as absent. */
  isValid?: (value: unknown) => value is T;
  now?: number;
}

const unsafeContent = /<\s*script|javascript:/i;

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

export function removeStored(...keys: readonly StorageKey[]): void {
  const storage = browserStorage();
  keys.forEach((key) => storage?.removeItem(key));
}

/**
 * Reads a value written by `writeStored`. Script content, unparsable JSON, a missing
 * timestamp, a failed shape check or an expired age all make the value absent (null) and
 * remove it, so one bad entry cannot break start-up again on the next load.
 */
export function readStored<T>(key: StorageKey, options: ReadOptions<T> = {}): T | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  const envelope = parseEnvelope(raw);
  const now = options.now ?? Date.now();
  const expired =
    envelope !== null && options.maxAgeMs !== undefined && now - envelope.savedAt > options.maxAgeMs;
  const valid = envelope !== null && (options.isValid ? options.isValid(envelope.value) : true);
  if (!envelope || expired || !valid) {
    storage?.removeItem(key);
    return null;
  }
  return envelope.value as T;
}

function parseEnvelope(raw: string): StoredEnvelope<unknown> | null {
  if (unsafeContent.test(raw)) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'savedAt' in parsed &&
      typeof parsed.savedAt === 'number'
    ) {
      return { value: parsed.value, savedAt: parsed.savedAt };
    }
    return null;
  } catch {
    return null;
  }
}
