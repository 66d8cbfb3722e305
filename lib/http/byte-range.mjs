/**
 * The one reading of an HTTP `Range` header (RFC 9110 section 14), shared by the demo API's media
 * files and the service worker's kept videos, so both answer a player the same way. Plain
 * JavaScript because the demo (Node) runs it as is; the worker bundles it.
 *
 * Only a single `bytes=` range is served: players ask for nothing else. What the header asks for:
 * - `{ start, end }` (inclusive) for a range that overlaps the file, clipped to its end;
 * - `'unsatisfiable'` for a valid range that starts past the end, or an empty suffix (`bytes=-0`):
 *   answer 416 with `Content-Range: bytes *\/size`;
 * - `null` for no header, a malformed one (`bytes=5-3` included: the last position before the first
 *   makes it invalid, not unsatisfiable) or several ranges: answer with the whole file, as the RFC
 *   allows a server that ignores the header.
 *
 * @param {string | null | undefined} header
 * @param {number} size the file's length in bytes
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffixLength = Number(last);
    return suffixLength === 0 ? 'unsatisfiable' : { start: Math.max(size - suffixLength, 0), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
