/**
 * The floor the portal is measured against: a bare Next.js static export of one page,
 * built in the same run with this repository's node_modules (same Next, React and next-pwa), with
 * next-pwa set up as next.config.mjs sets it up (not registered by itself, no start-URL caching;
 * workbox's own generated worker, source maps and legacy polyfills left out of the precache) and
 * the same post-build step (precompressed copies, CSP).
 *
 * Two more pages, each the least a React screen can do to show the student's data, with no portal
 * code (decisions 58 and 69); the first page's first-load JS does not change with them:
 * - `/kept-line`: after hydration, one client component reads one line kept on the device
 *   (`localStorage`) and draws it. The repeat visit's floor.
 * - `/fetched-line`: after hydration, one client component reads the enrollments from the demo API
 *   with the portal's headers (so cross-origin with its CORS preflight, or same-origin without)
 *   and draws the first course's name. The cold load's floor (Lighthouse's LCP). The bench writes
 *   the access token and the API's address into the floor's `localStorage` (`fetchedLineKeys`).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { postBuild } from '../server/post-build.mjs';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The `localStorage` key the floor's `/kept-line` page draws. */
export const keptLineKey = 'kept-line';

/** The `localStorage` keys the floor's `/fetched-line` page reads: the bearer token and the API's base URL. */
export const fetchedLineKeys = { token: 'fetched-line-token', apiUrl: 'fetched-line-api' };

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
  'app/fetched-line/page.jsx': `import { FetchedLine } from './fetched-line';
export default function Page() {
  return <main><h1>A line from the API</h1><FetchedLine /></main>;
}
`,
  // The portal's enrollments read (docs/api.md) with its headers (lib/api/client.ts). Drawn a
  // little larger than the heading, so that the line, not the exported heading, is the page's
  // largest paint: its LCP is when the data shows, as on the portal's data screens.
  'app/fetched-line/fetched-line.jsx': `'use client';
import { useEffect, useState } from 'react';
export function FetchedLine() {
  const [line, setLine] = useState(null);
  useEffect(() => {
    const token = localStorage.getItem('${fetchedLineKeys.token}');
    const url = new URL('api/v1/courseenrollments/userEnrollmentsSimple', localStorage.getItem('${fetchedLineKeys.apiUrl}') ?? location.origin);
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', tenant: 'root', Authorization: 'Bearer ' + token };
    fetch(url, { headers, credentials: 'same-origin' })
      .then((response) => response.json())
      .then((answer) => setLine(answer.courseEnrollments[0].course.name), (error) => setLine(String(error)));
  }, []);
  return line === null ? null : <p data-fetched-line="" style={{ fontSize: '2.5em' }}>{line}</p>;
}
`,
};

/**
 * Builds the floor in a temporary directory; `dispose()` removes it. `apiUrl`, the demo API the
 * `/fetched-line` page reads, goes into its Content-Security-Policy as the portal's does. With
 * `keepIn` (BENCH_FLOOR_DIR), the floor is built there and kept: a later run that finds this
 * floor's pages there for the same API reuses them (seconds: 0) and keeps them.
 */
export async function buildFloor({ apiUrl, keepIn }) {
  if (keepIn && builtFor(keepIn, apiUrl)) return { outDir: join(keepIn, 'out'), seconds: 0, dispose: () => {} };
  if (keepIn && existsSync(keepIn) && readdirSync(keepIn).length > 0 && !existsSync(join(keepIn, builtStamp)))
    throw new Error(`BENCH_FLOOR_DIR: ${keepIn} holds something other than a floor; name an empty or new folder`);
  if (keepIn) rmSync(keepIn, { recursive: true, force: true });
  const dir = keepIn ?? mkdtempSync(join(tmpdir(), 'bench-floor-'));
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
  postBuild(join(dir, 'out'), { NEXT_PUBLIC_API_URL: apiUrl });
  writeFileSync(join(dir, builtStamp), JSON.stringify({ files, apiUrl }));
  return {
    outDir: join(dir, 'out'),
    seconds: (Date.now() - started) / 1000,
    dispose: () => (keepIn ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}

/** What a kept floor was built from: these pages, for this API. */
const builtStamp = 'bench-floor.json';

function builtFor(dir, apiUrl) {
  try {
    return readFileSync(join(dir, builtStamp), 'utf8') === JSON.stringify({ files, apiUrl });
  } catch {
    return false;
  }
}
