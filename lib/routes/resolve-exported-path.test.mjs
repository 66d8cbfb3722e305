/** @jest-environment node */
import { cacheControlFor, contentTypeFor, pathSegments, resolveRequestPath } from './resolve-exported-path.mjs';

/** A slice of a real `out/` tree: static pages, one- to three-id routes, build assets. */
const SITE_FILES = [
  '404.html',
  'index.html',
  'index.txt',
  '__next._tree.txt',
  'sw.js',
  'manifest.webmanifest',
  '_next/static/x.js',
  'ogrenimIcerigi.html',
  'ogrenimIcerigi.txt',
  'ogrenimIcerigi/__next._tree.txt',
  'CourseDetail/_.html',
  'CourseDetail/_.txt',
  'CourseDetail/_/__next._tree.txt',
  'CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt',
  'CourseDetail/_/_/_.html',
  'CourseDetail/_/_/_.txt',
  'CourseDetail/_/_/_/__next._tree.txt',
  'MisafirRedirectPage/_.html',
  'MisafirRedirectPage/_.txt',
  'MisafirRedirectPage/_/__next._tree.txt',
  'SinaviCoz/_/_.html',
  'SinaviCoz/_/_.txt',
  'SinaviCoz/_/_/__next._tree.txt',
];

function existsIn(files) {
  const entries = new Map();
  for (const file of files) {
    const parts = file.split('/');
    parts.forEach((_, index) => entries.set(parts.slice(0, index + 1).join('/'), 'dir'));
    entries.set(file, 'file');
  }
  return (relativePath) => entries.get(relativePath) ?? null;
}

const resolve = (pathname) => resolveRequestPath(pathname, existsIn(SITE_FILES));
const served = (file) => ({ file, status: 200 });
const notFound = { file: '404.html', status: 404 };

describe('resolveRequestPath', () => {
  it('serves the home page for the root, with or without a trailing slash elsewhere', () => {
    expect(resolve('/')).toEqual(served('index.html'));
    expect(resolve('')).toEqual(served('index.html'));
    expect(resolve('/ogrenimIcerigi/')).toEqual(served('ogrenimIcerigi.html'));
  });

  it('serves a static page and its payloads', () => {
    expect(resolve('/ogrenimIcerigi')).toEqual(served('ogrenimIcerigi.html'));
    expect(resolve('/ogrenimIcerigi.txt')).toEqual(served('ogrenimIcerigi.txt'));
    expect(resolve('/ogrenimIcerigi/__next._tree.txt')).toEqual(served('ogrenimIcerigi/__next._tree.txt'));
  });

  it('serves the placeholder page for a dynamic id, also on a reload of a deep id route', () => {
    expect(resolve('/CourseDetail/123')).toEqual(served('CourseDetail/_.html'));
    expect(resolve('/CourseDetail/123/4/5')).toEqual(served('CourseDetail/_/_/_.html'));
    expect(resolve('/SinaviCoz/9/31')).toEqual(served('SinaviCoz/_/_.html'));
  });

  it('serves the placeholder payloads a client navigation fetches', () => {
    expect(resolve('/CourseDetail/123.txt')).toEqual(served('CourseDetail/_.txt'));
    expect(resolve('/CourseDetail/123/__next._tree.txt')).toEqual(served('CourseDetail/_/__next._tree.txt'));
    expect(resolve('/CourseDetail/123/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt')).toEqual(
      served('CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt'),
    );
    expect(resolve('/CourseDetail/123/4/5.txt')).toEqual(served('CourseDetail/_/_/_.txt'));
    expect(resolve('/CourseDetail/123/4/5/__next._tree.txt')).toEqual(served('CourseDetail/_/_/_/__next._tree.txt'));
  });

  it('answers a percent-encoded payload file name with the exact file', () => {
    expect(resolve('/CourseDetail/7/__next.%21KHN0dWRlbnQp.CourseDetail.%24d%24id.__PAGE__.txt')).toEqual(
      served('CourseDetail/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.__PAGE__.txt'),
    );
  });

  it('gives 404 for a depth the export has no placeholder for', () => {
    expect(resolve('/SinaviCoz/9')).toEqual(notFound);
    expect(resolve('/SinaviCoz/9.txt')).toEqual(notFound);
    expect(resolve('/CourseDetail/1/2')).toEqual(notFound);
    expect(resolve('/CourseDetail/1/2/3/4')).toEqual(notFound);
  });

  it('gives 404 for unknown paths and missing files', () => {
    expect(resolve('/nowhere')).toEqual(notFound);
    expect(resolve('/nowhere/1')).toEqual(notFound);
    expect(resolve('/ogrenimIcerigi/extra')).toEqual(notFound);
    expect(resolve('/_next/static/missing.js')).toEqual(notFound);
    expect(resolve('/CourseDetail/123/__next.unknown.txt')).toEqual(notFound);
  });

  it('lets existing files win over placeholders', () => {
    expect(resolve('/_next/static/x.js')).toEqual(served('_next/static/x.js'));
    expect(resolve('/sw.js')).toEqual(served('sw.js'));
    expect(resolve('/CourseDetail/_')).toEqual(served('CourseDetail/_.html'));
    expect(resolve('/404.html')).toEqual(served('404.html'));
  });

  it('maps a percent-encoded URL id with dots and slashes to the placeholder page', () => {
    const id = encodeURIComponent('https://example.com/a.b');
    expect(resolve(`/MisafirRedirectPage/${id}`)).toEqual(served('MisafirRedirectPage/_.html'));
    expect(resolve(`/MisafirRedirectPage/${id}.txt`)).toEqual(served('MisafirRedirectPage/_.txt'));
    expect(resolve(`/MisafirRedirectPage/${id}/__next._tree.txt`)).toEqual(
      served('MisafirRedirectPage/_/__next._tree.txt'),
    );
  });

  it('never hands a decoded separator to the file system', () => {
    const looked = [];
    resolveRequestPath(`/MisafirRedirectPage/${encodeURIComponent('../../etc/passwd')}`, (path) => {
      looked.push(path);
      return existsIn(SITE_FILES)(path);
    });
    expect(looked.every((path) => !path.includes('..'))).toBe(true);
  });

  it('rejects traversal and malformed paths', () => {
    expect(resolve('/../etc/passwd')).toEqual({ status: 400 });
    expect(resolve('/CourseDetail/..')).toEqual({ status: 400 });
    expect(resolve('/%2e%2e/etc/passwd')).toEqual({ status: 400 });
    expect(resolve('/CourseDetail/%2E')).toEqual({ status: 400 });
    expect(resolve('/CourseDetail/a%00b')).toEqual({ status: 400 });
    expect(resolve('/CourseDetail/%E0%A4%A')).toEqual({ status: 400 });
  });
});

describe('pathSegments', () => {
  it('spells every escape of a name as the name itself, so all spellings compare equal', () => {
    const chunk = ['_next', 'static', 'chunks', 'app', '(student)', 'CourseDetail', '[id]', 'page-1.js'];
    expect(pathSegments('/_next/static/chunks/app/(student)/CourseDetail/%5Bid%5D/page-1.js')).toEqual(chunk);
    expect(pathSegments('/_next/static/chunks/app/%28student%29/CourseDetail/%5bid%5d/page-1.js')).toEqual(chunk);
    expect(pathSegments('/_next/static/chunks/app/(student)/CourseDetail/[id]/page-1.js')).toEqual(chunk);
    expect(pathSegments('/%40modal/%C3%96dev/@x/%c3%96dev')).toEqual(['@modal', 'Ödev', '@x', 'Ödev']);
  });

  it('keeps an escaped slash inside its segment and drops empty segments', () => {
    expect(pathSegments('//MisafirRedirectPage/https%3A%2F%2Fx.test%2Fa/')).toEqual([
      'MisafirRedirectPage',
      'https://x.test/a',
    ]);
  });

  it('refuses malformed escapes and climbing out of the root', () => {
    expect(pathSegments('/a/%E0%A4%A')).toBeNull();
    expect(pathSegments('/a/%2e%2e/b')).toBeNull();
    expect(pathSegments('/a/%00')).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['_next/static/chunks/main.js', 'text/javascript; charset=utf-8'],
    ['CourseDetail/_.txt', 'text/plain; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json'],
    ['icons/icon.PNG', 'image/png'],
    ['media/live.m3u8', 'application/vnd.apple.mpegurl'],
    ['media/part0.ts', 'video/mp2t'],
    ['file.unknown', 'application/octet-stream'],
    ['README', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['_next/static/chunks/main-abc.js', 'public, max-age=31536000, immutable'],
    ['sw.js', 'no-cache'],
    ['CourseDetail/_.html', 'no-cache'],
    ['CourseDetail/_/__next._tree.txt', 'no-cache'],
    ['icons/icon.png', 'public, max-age=3600'],
  ])('%s is %s', (file, value) => {
    expect(cacheControlFor(file)).toBe(value);
  });
});
