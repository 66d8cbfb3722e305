/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { SECURITY_HEADERS } from './delivery.mjs';

const deployFile = (name) => readFileSync(fileURLToPath(new URL(`../docs/deploy/${name}`, import.meta.url)), 'utf8');

/** The shipped configs must harden exactly as `npm run serve` does (docs/deploy/README.md §4b). */
describe('shipped host configurations', () => {
  test("nginx sends the security headers, the build's policy and HSTS, redirects to HTTPS, hides dotfiles and its version", () => {
    const nginx = deployFile('nginx.conf');
    const sent = Object.fromEntries(
      [...nginx.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)\s+always;/gm)].map(([, name, value]) => [
        name,
        value.replace(/^"|"$/g, ''),
      ]),
    );
    expect(sent).toMatchObject(SECURITY_HEADERS);
    expect(sent['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(nginx).toMatch(/include \S+\/out\/\.csp-header\.conf;/);
    // To the configured name: a forged Host header never chooses where the redirect leads.
    expect(nginx).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$server_name\$request_uri;/);
    expect(nginx).not.toMatch(/return 30\d[^;]*\$host/);
    expect(nginx.match(/server_tokens off;/g)).toHaveLength(2);
    expect(nginx).toMatch(/location ~ \/\\\. \{\s*return 404;/);
    expect(nginx).toMatch(/gzip_static on;/);
    expect(nginx).toMatch(/brotli_static on;/);
  });

  test('nginx offers the product API under the site’s own origin: /api/ and /media/ proxied ahead of the page rules', () => {
    const nginx = deployFile('nginx.conf');
    for (const path of ['/api/', '/media/']) {
      const block = new RegExp(
        `# location \\^~ ${path.replace(/\//g, '\\/')} \\{\\n(?:\\s*#.*\\n)*?\\s*#\\s+proxy_pass https:\\/\\/\\S+;`,
      );
      expect(nginx).toMatch(block);
      expect(nginx.indexOf(`# location ^~ ${path}`)).toBeLessThan(nginx.indexOf('location / {'));
    }
  });

  test('Firebase sends the same headers, a policy filled in by the build and checked before deploying, and uploads no dotfile or precompressed copy', () => {
    const hosting = JSON.parse(deployFile('firebase.json')).hosting;
    const everywhere = Object.fromEntries(
      hosting.headers.find((rule) => rule.source === '**').headers.map(({ key, value }) => [key, value]),
    );
    expect(everywhere).toMatchObject(SECURITY_HEADERS);
    // The build writes the finished config (post-build.mjs); the hook refuses any config without this build's policy.
    expect(everywhere['Content-Security-Policy']).toBe('@CSP_OF_THIS_BUILD@');
    expect(hosting.predeploy).toEqual([expect.stringMatching(/server\/firebase-config\.mjs" check .*firebase\.json/)]);
    expect(everywhere['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(hosting.ignore).toEqual(expect.arrayContaining(['**/.*', '**/*.br', '**/*.gz']));
  });
});
