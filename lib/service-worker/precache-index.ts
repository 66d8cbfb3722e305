import { pathSegments, type EntryType } from '@/lib/routes/resolve-exported-path.mjs';

/**
 * The precache seen as the export's file tree, in the form the static server's resolver walks,
 * and the way back from a file of that tree to the precache entry that holds it.
 */
export interface PrecacheIndex {
  /** Whether a path (decoded, as the resolver passes it) is a precached file, a folder of one, or neither. */
  entryType(relativePath: string): EntryType;
  /**
   * The precache list's own spelling of a file's URL. Workbox keys each entry by the URL as the
   * list spells it (`%5Bid%5D` for webpack's `[id]` folders, `$` raw in page payload names), so
   * only this spelling finds it: the decoded path the resolver returns is not a URL of any entry.
   */
  urlOf(file: string): string | undefined;
}

/**
 * Names each precached URL by its path in the resolver's own spelling (`pathSegments`), so a
 * request in any spelling and the precache list in any spelling meet in one form.
 */
export function precacheIndex(urls: readonly string[], origin: string): PrecacheIndex {
  const folders = new Set<string>();
  const files = new Map<string, string>();
  for (const url of urls) {
    const parts = pathSegments(new URL(url, origin).pathname);
    // A name no request could reach (malformed, or holding an encoded `/`) is left out.
    if (parts === null || parts.length === 0 || parts.some((part) => part.includes('/'))) continue;
    parts.slice(0, -1).forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
    files.set(parts.join('/'), url);
  }
  return {
    entryType: (relativePath) => (files.has(relativePath) ? 'file' : folders.has(relativePath) ? 'dir' : null),
    urlOf: (file) => files.get(file),
  };
}
