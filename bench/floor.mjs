/**
 * The floor the portal is measured against (issue 12): a bare Next.js static export of one page,
 * built in the same run with this repository's node_modules (same Next, React and next-pwa), with
 * next-pwa set up as next.config.mjs sets it up (not registered by itself, no start-URL caching;
 * workbox's own generated worker, source maps and legacy polyfills left out of the precache) and
 * the same post-build step (precompressed copies, CSP).
 *
 * A second page, `/kept-line`, is the least a React screen can do to show something kept on the
 * device: after hydration, one client component reads one stored line and draws it. The repeat
 * visit times it beside the floor's heading: how soon any content drawn by React can show, before
 * any portal code (decision 58). The first page's first-load JS does not change with it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { postBuild } from '../server/post-build.mjs';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The `localStorage` key the floor's `/kept-line` page draws. */
export const keptLineKey = 'kept-line';

const files = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  'next.config.mjs': `import withPWAInit from '@ducanh2912/next-pwa';
const withPWA = withPWAInit({
  dest: 'public',
  register: false,
  reloadOnOnline: false,
  cacheStartUrl: false,
  dynamicStartUrl: false,
  workboxOptions: { exclude: [/\\.map$/, /(^|\\/)polyfills-[0-9a-f]+\\.js$/] },
});
export default withPWA({ output: 'export', reactStrictMode: true, poweredByHeader: false, images: { unoptimized: true } });
`,
  'app/layout.jsx': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>A bare Next.js static export</h1><p>One page, nothing else: the floor.</p></main>;
}
`,
  'app/kept-line/page.jsx': `import { KeptLine } from './kept-line';
export default function Page() {
  return <main><h1>A line kept on the device</h1><KeptLine /></main>;
}
`,
  'app/kept-line/kept-line.jsx': `'use client';
import { useEffect, useState } from 'react';
export function KeptLine() {
  const [line, setLine] = useState(null);
  useEffect(() => setLine(localStorage.getItem('${keptLineKey}')), []);
  return line === null ? null : <p data-kept-line="">{line}</p>;
}
`,
};

/** Builds the floor in a temporary directory; `dispose()` removes it. */
export async function buildFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(PROJECT_ROOT, 'node_modules/next/dist/bin/next'), 'build', '--webpack'],
      {
        cwd: dir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the floor's build failed (${code}):\n${output.slice(-2000)}`)),
    );
  });
  // Precompressed and under a policy like the portal's export, so both are served alike.
  postBuild(join(dir, 'out'), {});
  return {
    outDir: join(dir, 'out'),
    seconds: (Date.now() - started) / 1000,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
