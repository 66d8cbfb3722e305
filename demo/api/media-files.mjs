import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

import { byteRange } from '../../lib/http/byte-range.mjs';
import { sendJson } from './respond.mjs';

const mediaRoot = fileURLToPath(new URL('../media/', import.meta.url));
const mediaPrefix = '/media/';

// Only these kinds are served, so the scripts that make the media stay private.
const contentTypes = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/mp4',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};

export const isMediaPath = (path) => path.startsWith(mediaPrefix);

/**
 * hls.js and pdf.js fetch from the site's origin without credentials, so `*` suffices. pdf.js
 * only streams a PDF in ranges when it can read Accept-Ranges, which CORS hides unless exposed,
 * and a Range header may need a preflight.
 */
export function allowMediaFromAnyOrigin(response) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'range');
  response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  response.setHeader('Access-Control-Expose-Headers', 'Accept-Ranges, Content-Length, Content-Range');
  response.setHeader('Access-Control-Max-Age', '600');
}

/**
 * /media/* — the demo's video, PDF and coding files from demo/media/, open to anyone as on a CDN
 * (no tenant, no token), with byte ranges for the video players.
 */
export async function serveMedia(request, response, path) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    sendJson(response, 405, { message: 'Method not allowed' });
    return;
  }
  const file = await findMediaFile(path);
  if (!file) {
    sendJson(response, 404, { message: 'Not found' });
    return;
  }
  const range = byteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${file.size}`);
    sendJson(response, 416, { message: 'Range not satisfiable' });
    return;
  }

  const headers = {
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    // Never from a cache, so a fault a test queues for a media path is always seen.
    'Cache-Control': 'no-store',
  };
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['Content-Length'] = range.end - range.start + 1;
  } else {
    headers['Content-Length'] = file.size;
  }
  response.writeHead(range ? 206 : 200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(createReadStream(file.path, range ?? {}), response);
}

/** The served file at this URL path, or undefined (unknown, not a served kind, or outside demo/media/). */
async function findMediaFile(urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(mediaPrefix.length));
  } catch {
    return undefined;
  }
  const contentType = contentTypes[extname(relative)];
  // The URL parser removes ../ but not an encoded ..%2F, hence the check after decoding.
  const path = resolve(mediaRoot, relative);
  if (!contentType || relative.includes('\0') || !path.startsWith(mediaRoot)) return undefined;
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? { path, size: stats.size, contentType } : undefined;
}
