/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { startStaticServer } from './serve.mjs';

let root;
let server;

const HOME = '<h1>home</h1>'.repeat(50);
const POLICY = "default-src 'self'; script-src 'self' 'sha256-x'";

/**
 * Sends a raw request target (no URL normalisation); resolves with status, headers and body bytes.
 * Each request on its own connection: a kept-alive one the server is closing after an error answer
 * would fail the next request with "socket hang up", a fault of the client's reuse, not the server.
 */
function send(target, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request(
      { host: url.hostname, port: url.port, path: target, method, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const statusOf = async (target, options) => (await send(target, options)).status;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(root, 'index.html'), HOME);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(HOME));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(HOME));
  writeFileSync(join(root, 'logo.png'), 'png');
  writeFileSync(join(root, '.csp.json'), JSON.stringify({ policy: POLICY }));
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  mkdirSync(join(root, 'CourseDetail'));
  writeFileSync(join(root, 'CourseDetail', '_.html'), '<h1>course</h1>');
  server = await startStaticServer({ root, port: 0, quiet: true });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test('paths the file system refuses are answered, and the server keeps serving', async () => {
  const hostile = [
    `/${'a'.repeat(251)}`,
    `/CourseDetail/${'9'.repeat(5000)}/x`,
    `/${'%41'.repeat(300)}`,
    '/index.html/child',
    '/%00',
    '/a%00b/c',
    `/${'x/'.repeat(2000)}`,
  ];
  for (const target of hostile) {
    expect([400, 404]).toContain(await statusOf(target));
  }
  expect(await statusOf('/')).toBe(200);
  expect(await statusOf('/CourseDetail/202')).toBe(200);
});

test('a fuzz of long, malformed and encoded paths and odd methods is answered, and the server keeps serving', async () => {
  // A fixed seed: the same bounded set of requests on every run.
  let seed = 12;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = [
    '..',
    '%2e%2e',
    '%2E%2e%2f',
    '%00',
    '%',
    '%zz',
    '%C0%AF',
    '%ff',
    '\\',
    '.',
    '_',
    'CourseDetail',
    '.csp.json',
    'a'.repeat(300),
    '%41'.repeat(200),
    'ğü',
    '%F0%9F%98',
    '//',
    '?',
    '#',
    ';',
  ];
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'BREW'];
  for (let i = 0; i < 300; i += 1) {
    const length = 1 + Math.floor(random() * 8);
    const path = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join(
      random() < 0.5 ? '/' : '',
    );
    const method = methods[Math.floor(random() * methods.length)];
    const status = await statusOf(encodeURI(`/${path}`).replace(/%25/g, '%'), { method });
    expect([200, 400, 404, 405]).toContain(status);
    if (i % 50 === 0) expect(await statusOf('/')).toBe(200);
  }
  expect(await statusOf('/')).toBe(200);
  expect(await statusOf('/CourseDetail/202')).toBe(200);
});

test('dotfiles are never served, whatever the spelling', async () => {
  for (const target of ['/.csp.json', '/%2Ecsp.json', '/.csp.json.html', '/CourseDetail/../.csp.json']) {
    const response = await send(target);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain('default-src');
  }
});

describe('content negotiation', () => {
  test.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ])('Accept-Encoding %p gets %p with the right length, and the same page', async (accept, encoding, decompress) => {
    const response = await send('/', { headers: { 'Accept-Encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(HOME.length);
    expect(decompress(response.body).toString()).toBe(HOME);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('no Accept-Encoding, or only identity, gets the file as it is', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const response = await send('/', { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(HOME);
    }
  });

  test('HEAD and a range request announce the encoded length; images are never encoded', async () => {
    const head = await send('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(HOME).length);
    const ranged = await send('/', { headers: { 'Accept-Encoding': 'gzip', Range: 'bytes=0-3' } });
    expect(ranged.status).toBe(200);
    expect(gunzipSync(ranged.body).toString()).toBe(HOME);
    const image = await send('/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });
});

test("every answer, errors included, carries the build's policy and the security headers", async () => {
  for (const [target, method] of [
    ['/', 'GET'],
    ['/nothing-here', 'GET'],
    ['/', 'POST'],
    ['/%zz', 'GET'],
  ]) {
    const { headers } = await send(target, { method });
    expect(headers['content-security-policy']).toBe(POLICY);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  }
});

test('the server listens on loopback by default', () => {
  expect(new URL(server.url).hostname).toBe('localhost');
  expect(['127.0.0.1', '::1']).toContain(server.address);
});

describe('validators', () => {
  test('a page carries ETag and Last-Modified, and a conditional request gets a 304 without a body', async () => {
    const first = await send('/CourseDetail/123', { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(first.headers['last-modified'])).not.toBeNaN();

    const byTag = await send('/CourseDetail/123', { headers: { 'if-none-match': first.headers.etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.body).toHaveLength(0);
    expect(byTag.headers.etag).toBe(first.headers.etag);
    expect(byTag.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(byTag.headers['content-security-policy']).toBe(POLICY);

    const byDate = await send('/CourseDetail/123', {
      headers: { 'if-modified-since': first.headers['last-modified'] },
    });
    expect(byDate.status).toBe(304);
  });

  test('each encoding has its own tag; a stale tag or an older date gets the whole file', async () => {
    const br = await send('/', { headers: { 'accept-encoding': 'br' } });
    const gzip = await send('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    expect(await statusOf('/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag } })).toBe(200);
    expect(await statusOf('/', { headers: { 'accept-encoding': 'br', 'if-none-match': `W/${br.headers.etag}` } })).toBe(
      304,
    );
    expect(
      await statusOf('/', {
        headers: { 'if-none-match': '"stale"', 'if-modified-since': br.headers['last-modified'] },
      }),
    ).toBe(200);
    expect(await statusOf('/', { headers: { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })).toBe(200);
  });

  test('a 404 is never answered 304', async () => {
    const missing = await send('/nothing-here');
    expect(missing.status).toBe(404);
    expect(await statusOf('/nothing-here', { headers: { 'if-none-match': missing.headers.etag ?? '*' } })).toBe(404);
  });
});
