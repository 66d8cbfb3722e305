import type { EntryType } from '@/lib/static-server/resolve.mjs';

/**
 * The precache seen as the export's file tree, in the form the static server's resolver walks:
 * each precached URL path is a file and each of its parent folders a directory.
 */
export function precacheIndex(urls: readonly string[], origin: string): (relativePath: string) => EntryType {
  const entries = new Map<string, EntryType>();
  for (const url of urls) {
    const { pathname } = new URL(url, origin);
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    parts.forEach((_, index) => entries.set(parts.slice(0, index + 1).join('/'), 'dir'));
    entries.set(parts.join('/'), 'file');
  }
  return (relativePath) => entries.get(relativePath) ?? null;
}
