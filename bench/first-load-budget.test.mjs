/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { compareToBudget, measurePages, toleranceBytes } from './first-load-budget.mjs';

describe('the first-load budget', () => {
  it('passes a page that grew by up to 2 KB and fails one that grew by more, naming it and by how much', () => {
    const budget = { '/': 170_000, '/CourseDetail/_': 200_000 };
    expect(compareToBudget({ '/': 170_000 + toleranceBytes, '/CourseDetail/_': 199_000 }, budget).failures).toEqual([]);
    const { failures } = compareToBudget({ '/': 170_000, '/CourseDetail/_': 200_000 + toleranceBytes + 1 }, budget);
    expect(failures).toEqual(['/CourseDetail/_: 197.3 KB, 2.0 KB over its budget of 195.3 KB']);
  });

  it('fails a new page without a budget and a budget whose page is gone', () => {
    const { failures } = compareToBudget({ '/': 1000, '/yardim': 1000 }, { '/': 1000, '/old': 1000 });
    expect(failures).toEqual([
      '/yardim: 1.0 KB, no budget for this page',
      '/old: a budget for a page the export does not have',
    ]);
  });

  it('notes a page that shrank past the tolerance, without failing', () => {
    const { failures, notes } = compareToBudget({ '/': 1000 }, { '/': 1000 + toleranceBytes + 1 });
    expect(failures).toEqual([]);
    expect(notes).toEqual(['/: 1.0 KB, 2.0 KB under budget']);
  });

  it('measures each exported page by the module scripts its HTML names, gzipped, shared chunks on each page', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'budget-'));
    try {
      const shared = 'console.log("shared");'.repeat(200);
      const own = 'console.log("course");'.repeat(50);
      mkdirSync(join(outDir, '_next/static/chunks'), { recursive: true });
      mkdirSync(join(outDir, 'CourseDetail'));
      writeFileSync(join(outDir, '_next/static/chunks/shared.js'), shared);
      writeFileSync(join(outDir, '_next/static/chunks/own.js'), own);
      writeFileSync(join(outDir, '_next/static/chunks/legacy.js'), 'x'.repeat(5000));
      writeFileSync(
        join(outDir, 'index.html'),
        '<script src="/_next/static/chunks/shared.js" async=""></script><script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      );
      writeFileSync(
        join(outDir, 'CourseDetail/_.html'),
        '<script src="/_next/static/chunks/shared.js"></script><script src="/_next/static/chunks/own.js"></script>',
      );
      writeFileSync(join(outDir, 'CourseDetail/_.html.gz'), 'a compressed copy is no page');
      const gzip = (text) => gzipSync(Buffer.from(text)).length;
      expect(measurePages(outDir)).toEqual({ '/': gzip(shared), '/CourseDetail/_': gzip(shared) + gzip(own) });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
