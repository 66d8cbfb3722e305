/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { checkFirebaseConfigFile } from './firebase-config.mjs';
import { postBuild } from './post-build.mjs';

let project;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'post-build-'));
  mkdirSync(join(project, 'site'));
  writeFileSync(join(project, 'site', 'index.html'), '<html><script>self.started=1</script></html>');
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

test("the build writes the Firebase config beside the site, with this build's policy, ready to deploy", () => {
  postBuild(join(project, 'site'), { NEXT_PUBLIC_API_URL: 'https://api.dilokulu.com.tr/' });
  const { policy } = JSON.parse(readFileSync(join(project, 'site', '.csp.json'), 'utf8'));
  const config = JSON.parse(readFileSync(join(project, 'firebase.json'), 'utf8'));
  expect(config.hosting.public).toBe('site');
  const everywhere = config.hosting.headers.find((rule) => rule.source === '**').headers;
  expect(everywhere).toContainEqual({ key: 'Content-Security-Policy', value: policy });
  expect(policy).toContain('https://api.dilokulu.com.tr');
  expect(checkFirebaseConfigFile(join(project, 'firebase.json'))).toEqual([]);
});
