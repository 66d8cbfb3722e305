/**
 * The part of a stored file a `Range` header asks for. Video elements read MP4 files in ranges
 * and Chromium will not seek in a file answered with a plain 200; the Cache API has no ranges.
 */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/** A 206 answer with the asked-for bytes of `stored`, or 416 when the range cannot be met. */
export async function partialResponse(header: string, stored: Response): Promise<Response> {
  const body = await stored.blob();
  const range = byteRange(header, body.size);
  if (!range) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${body.size}` } });
  }
  const headers = new Headers(stored.headers);
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${body.size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(body.slice(range.start, range.end + 1), { status: 206, headers });
}
