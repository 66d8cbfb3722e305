import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfWorkerUrl } from './worker-url';

describe('pdf.js worker', () => {
  it('is served for the installed pdfjs-dist, byte for byte its own worker', () => {
    const { version } = JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/pdfjs-dist/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    const served = readFileSync(join(process.cwd(), 'public', pdfWorkerUrl(version)));
    const shipped = readFileSync(join(process.cwd(), 'node_modules/pdfjs-dist/build/pdf.worker.min.js'));
    expect(served.equals(shipped)).toBe(true);
  });
});
