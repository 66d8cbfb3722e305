import { byteRange } from '@/lib/http/byte-range.mjs';

/**
 * What a kept file answers a `Range` request with: a 206 with the asked-for bytes of `stored`
 * (video elements read MP4 files in ranges and Chromium will not seek in a file answered with a
 * plain 200; the Cache API has no ranges), 416 when the range cannot be met, or the whole file
 * when the header is one the server may ignore.
 */
export async function partialResponse(header: string, stored: Response): Promise<Response> {
  const body = await stored.blob();
  const range = byteRange(header, body.size);
  if (range === null) return new Response(body, { status: stored.status, headers: stored.headers });
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${body.size}` } });
  }
  const headers = new Headers(stored.headers);
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${body.size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(body.slice(range.start, range.end + 1), { status: 206, headers });
}
