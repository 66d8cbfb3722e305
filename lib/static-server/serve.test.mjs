/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startStaticServer } from './serve.mjs';

let root;
let server;

/** Sends a raw request target (no URL normalisation) and resolves with the status. */
function statusOf(target) {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path: target, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
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
