import { offlineVideoCacheName } from '@/lib/config/ui';

/** The worker's cache of product-API answers, per student (see api-cache-key.ts), besides Workbox's precache. */
export const apiCacheName = 'api-responses';

/** The PDF engine's code once loaded (strategies.ts); a new version's activation drops it with the old chunks. */
export const pdfEngineCacheName = 'pdf-engine';

/**
 * What an activating worker deletes: every cache it does not use, i.e. those of older versions.
 * Downloaded videos are the student's, not the version's: `offline-videos` always stays.
 */
export function obsoleteCaches(existing: readonly string[], inUse: readonly string[]): string[] {
  const keep = new Set([...inUse, offlineVideoCacheName]);
  return existing.filter((name) => !keep.has(name));
}
