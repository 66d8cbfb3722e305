/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { exportedPageFiles, findPageFiles, pageSegments, pagePrecacheEntries } from './page-files.mjs';

describe('pageSegments', () => {
  it('reads the route folders of a page file', () => {
    expect(pageSegments('(student)/CourseDetail/[id]/page.tsx')).toEqual(['(student)', 'CourseDetail', '[id]']);
    expect(pageSegments('(public)/page.tsx')).toEqual(['(public)']);
  });

  it('refuses anything but a page file', () => {
    expect(() => pageSegments('(student)/layout.tsx')).toThrow('Not a page file');
  });
});

describe('exportedPageFiles', () => {
  // The names below are those Next 16.4 wrote into out/.
  it('names the home page of a route group', () => {
    expect(exportedPageFiles(['(public)'])).toEqual([
      'index.html',
      'index.txt',
      '__next._tree.txt',
      '__next._full.txt',
      '__next._index.txt',
      '__next.!KHB1YmxpYyk.__PAGE__.txt',
    ]);
  });

  it('names a static page', () => {
    expect(exportedPageFiles(['(student)', 'ogrenimIcerigi'])).toEqual([
      'ogrenimIcerigi.html',
      'ogrenimIcerigi.txt',
      'ogrenimIcerigi/__next._tree.txt',
      'ogrenimIcerigi/__next._full.txt',
      'ogrenimIcerigi/__next._index.txt',
      'ogrenimIcerigi/__next.!KHN0dWRlbnQp.ogrenimIcerigi.__PAGE__.txt',
    ]);
  });

  it('puts every dynamic segment at the placeholder id', () => {
    expect(exportedPageFiles(['(student)', 'CourseDetail', '[id]', '[gelensectionid]', '[gelentopicid]'])).toEqual([
      'CourseDetail/_/_/_.html',
      'CourseDetail/_/_/_.txt',
      'CourseDetail/_/_/_/__next._tree.txt',
      'CourseDetail/_/_/_/__next._full.txt',
      'CourseDetail/_/_/_/__next._index.txt',
      'CourseDetail/_/_/_/__next.!KHN0dWRlbnQp.CourseDetail.$d$id.$d$gelensectionid.$d$gelentopicid.__PAGE__.txt',
    ]);
    expect(exportedPageFiles(['(exam)', 'SinaviCoz', '[sinavid]', '[enrollid]'])).toContain(
      'SinaviCoz/_/_/__next.!KGV4YW0p.SinaviCoz.$d$sinavid.$d$enrollid.__PAGE__.txt',
    );
  });

  it('refuses segments whose export it does not know', () => {
    expect(() => exportedPageFiles(['docs', '[...slug]'])).toThrow('Unsupported route segment "[...slug]"');
    expect(() => exportedPageFiles(['@modal', 'x'])).toThrow('Unsupported route segment "@modal"');
  });
});

describe('findPageFiles and pagePrecacheEntries', () => {
  let appDir;
  beforeAll(() => {
    appDir = mkdtempSync(join(tmpdir(), 'page-files-'));
    for (const file of [
      'layout.tsx',
      '(public)/page.tsx',
      '(student)/notifs/page.tsx',
      '(student)/PdfGoster/[id]/page.tsx',
    ]) {
      mkdirSync(join(appDir, file, '..'), { recursive: true });
      writeFileSync(join(appDir, file), '');
    }
  });
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('finds the page files only', () => {
    expect(findPageFiles(appDir)).toEqual([
      '(public)/page.tsx',
      '(student)/PdfGoster/[id]/page.tsx',
      '(student)/notifs/page.tsx',
    ]);
  });

  it('lists each page file once with the revision, and the not-found page', () => {
    const entries = pagePrecacheEntries(appDir, 'build-1');
    expect(entries).toHaveLength(3 * 6 + 1);
    expect(entries).toContainEqual({ url: '/PdfGoster/_.html', revision: 'build-1' });
    expect(entries).toContainEqual({ url: '/notifs.txt', revision: 'build-1' });
    expect(entries).toContainEqual({ url: '/404.html', revision: 'build-1' });
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
  });
});
