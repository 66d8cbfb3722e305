/** @jest-environment node */
import { createHash } from 'node:crypto';

import {
  chooseEncoding,
  contentSecurityPolicy,
  inlineScriptHashes,
  isCompressible,
  isHiddenPath,
} from './delivery.mjs';

const both = ['br', 'gzip'];

describe('chooseEncoding', () => {
  test.each([
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br', both, 'br'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*', both, 'br'],
    ['gzip;q=0, *;q=0.1', both, 'br'],
    ['identity', both, null],
    ['br;q=0, gzip;q=0', both, null],
    ['BR, GZIP', both, 'br'],
    ['x-gzip', both, 'gzip'],
    ['br', ['gzip'], null],
    ['br, gzip', ['gzip'], 'gzip'],
    ['br;q=abc, gzip', both, 'gzip'],
    ['', both, null],
    [undefined, both, null],
  ])('Accept-Encoding %p with %p available gets %p', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

test('text files are precompressed, media and images are not', () => {
  for (const file of [
    'index.html',
    'CourseDetail/_.txt',
    '_next/static/chunks/a.js',
    'a.css',
    'manifest.webmanifest',
    'plyr/plyr.svg',
    'x.json',
  ]) {
    expect(isCompressible(file)).toBe(true);
  }
  for (const file of ['plyr/blank.mp4', 'icons/icon-192.png', 'a.woff2', 'seg.ts', 'index.html.br', 'index.html.gz']) {
    expect(isCompressible(file)).toBe(false);
  }
});

test('dotfiles anywhere in a path are hidden', () => {
  expect(isHiddenPath('.csp.json')).toBe(true);
  expect(isHiddenPath('a/.git/config')).toBe(true);
  expect(isHiddenPath('CourseDetail/_.html')).toBe(false);
});

describe('inlineScriptHashes', () => {
  const sha = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

  test('hashes each inline script exactly as written, skipping external and data scripts', () => {
    const html =
      '<script src="/_next/a.js" async=""></script><script>self.__next_f.push([1,"é"])</script>' +
      '<script type="application/json">{"a":1}</script><script id="x">\n a();\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"é"])'), sha('\n a();\n')]);
  });

  test('an empty inline script is hashed too', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    apiUrl: 'https://api.example.com/v1/',
    authUrl: 'https://login.example.com',
    extraApiHosts: ['media.example.com'],
  });
  const directive = (name) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  test('scripts run only from the site and by hash, never inline or by eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline/);
  });

  test('data, media and frames come from the site and the build-time API; tokens from the identity provider', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://media.example.com https://login.example.com",
    );
    expect(directive('media-src')).toBe("media-src 'self' blob: https://api.example.com https://media.example.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://api.example.com https://media.example.com");
    expect(directive('form-action')).toBe("form-action 'self' https://login.example.com");
  });

  test('the portal cannot be framed, embed plugins or change its base', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('worker-src')).toBe("worker-src 'self' blob:");
  });

  test('an unparsable URL adds no source', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], apiUrl: 'not a url', authUrl: '' })).toMatch(
      /connect-src 'self';/,
    );
  });
});
