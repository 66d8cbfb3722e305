import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding } from '../../server/delivery.mjs';

const jsonType = 'application/json; charset=utf-8';

/**
 * How long a browser may keep a CORS preflight's answer: two hours, the most Chromium keeps
 * (Firefox keeps up to a day). Without it every read sends an OPTIONS first after 5 s (Chromium's
 * default), a round trip each on a phone network (docs/api.md, "Every call").
 */
export const preflightMaxAgeSeconds = 7200;

/** Below this an answer goes as it is: compressing it would save less than it costs. */
const minCompressedBytes = 1024;

const compressors = {
  // Quality 5: most of brotli's gain at a small part of its top setting's time, per answer.
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * The body as the client asked for it (Accept-Encoding): brotli or gzip, as an API behind a
 * usual reverse proxy sends JSON. An 80-question paper or its summary (about 50 KB) goes as 13-14 KB.
 *
 * @param {string} text
 * @param {string | undefined} acceptEncoding
 * @returns {{ body: Buffer, encoding: string | null }}
 */
export function encodedBody(text, acceptEncoding) {
  const bytes = Buffer.from(text);
  const encoding = bytes.length < minCompressedBytes ? null : chooseEncoding(acceptEncoding, Object.keys(compressors));
  return { body: encoding ? compressors[encoding](bytes) : bytes, encoding };
}

export function sendJson(response, status, body) {
  send(response, status, JSON.stringify(body), jsonType);
}

export function send(response, status, text, contentType) {
  const { body, encoding } = encodedBody(text, response.req?.headers['accept-encoding']);
  response.writeHead(status, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(encoding && { 'Content-Encoding': encoding }),
  });
  response.end(body);
}

/** A handler's answer: status and JSON body. */
export const answer = (status, body) => ({ status, body });

export const notFound = () => answer(404, { message: 'Not found' });
