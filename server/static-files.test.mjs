/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { staticFilePrecacheEntries } from './static-files.mjs';

describe('staticFilePrecacheEntries', () => {
  let projectDir;
  beforeAll(() => {
    projectDir = mkdtempSync(join(tmpdir(), 'static-files-'));
    const files = {
      'public/manifest.webmanifest': '{}',
      'public/icons/icon-192.png': 'png',
      'public/plyr/plyr.svg': '<svg/>',
      'public/pdf/pdf.worker-3.11.174.min.js': 'pdf',
      'public/sw.js': 'generated',
      'public/workbox-1234abcd.js': 'generated',
      'app/icon.svg': '<svg/>',
      'app/layout.tsx': '',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(projectDir, file, '..'), { recursive: true });
      writeFileSync(join(projectDir, file), content);
    }
  });
  afterAll(() => rmSync(projectDir, { recursive: true, force: true }));

  it('lists public files and the app icon, without generated files or the PDF engine', () => {
    expect(staticFilePrecacheEntries(projectDir).map((entry) => entry.url)).toEqual([
      '/icon.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/plyr/plyr.svg',
    ]);
  });

  it('gives each file a content hash as its revision', () => {
    const [icon, , , sprite] = staticFilePrecacheEntries(projectDir);
    expect(icon?.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(icon?.revision).toBe(sprite?.revision);
  });
});
