/**
 * `npm run bench:kept-course` (decision 52): keeps the demo course 101 on the phone through
 * its page, once in a phone context (Pixel 7) and once in a desktop one, and prints for each how
 * long it took and how many bytes went over the wire, the storage it uses (`estimate()`) against
 * the sum of the files it stored, and how long each kept material takes to open with the network
 * cut and the HTTP cache emptied and bypassed (so only the worker answers). Printed, not asserted;
 * the figures go to bench/results/<date>-<commit>-kept-course.json. Not part of `npm run bench`.
 *
 * Environment as `npm run bench` (bench/README.md): BENCH_API_PORT / BENCH_AUTH_PORT (else
 * DEMO_API_PORT / DEMO_AUTH_PORT, else 4890 / 4891), CHROMIUM_PATH, BENCH_OUT_DIR, BENCH_LABEL.
 * `out/` is rebuilt first when it is stale or was built for other ports.
 */
import diagnostics from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

import { startDemoBackends } from '../demo/backend.mjs';
import { demoAuthIssuer } from '../lib/config/local-ports.cjs';
import { buildIfStale } from '../demo/build-if-stale.mjs';
import { demoStudents } from '../demo/students.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { goOfflineWithEmptyHttpCache } from '../e2e/support/network-cut.mjs';
import { startStaticServer } from '../server/serve.mjs';
import { commitLabel } from './commit-label.mjs';
import { runBench } from './run-bench.mjs';
import { signIn } from './sign-in.mjs';

const numberFromEnv = (names, fallback) => Number(names.map((name) => process.env[name]).find(Boolean) || fallback);
// Their URLs are built into the site, so other ports mean another build.
const apiPort = numberFromEnv(['BENCH_API_PORT', 'DEMO_API_PORT'], 4890);
const authPort = numberFromEnv(['BENCH_AUTH_PORT', 'DEMO_AUTH_PORT'], 4891);
const outDir = process.env.BENCH_OUT_DIR || fileURLToPath(new URL('../out/', import.meta.url));

const courseId = 101;
const contexts = [
  { label: 'phone', device: 'Pixel 7' },
  { label: 'desktop', device: 'Desktop Chrome' },
];

/** Every material of course 101 that is kept (decision 52), and what shows it is open. */
const materials = [
  {
    path: `/CourseDetail/${courseId}`,
    what: 'course page, outline',
    ready: (page) => page.getByTestId('course-progress').waitFor(),
  },
  ...[9002, 9007, 9009, 9012, 9015].map((id) => ({
    path: `/PdfGoster/${id}`,
    what: 'PDF, first page text',
    ready: (page) => page.getByTestId('core__text-layer-0').locator('span').first().waitFor(),
  })),
  ...[9001, 9003, 9006].map((id) => ({
    path: `/VideoGoster/${id}`,
    what: 'video, playing',
    // The poster's Play is the student's tap (the user gesture that lets the player start it).
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Play, / })
        .first()
        .click();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    },
    after: (page) =>
      page.evaluate(() =>
        Array.from(document.querySelector('video')?.textTracks ?? []).reduce(
          (cues, track) => cues + (track.cues?.length ?? 0),
          0,
        ),
      ),
  })),
  ...['/ZoomGoster/9048', '/ZoomGoster/9005', '/ZoomGoster/9014', '/Code4EduGoster/9004', '/Code4EduGoster/9010'].map(
    (path) => ({
      path,
      what: 'information screen',
      ready: (page) => page.getByTestId('join-needs-connection').waitFor(),
    }),
  ),
];

/** Bytes in kB below 100 kB, else in MB (10^3, 10^6: as the portal shows sizes). */
const mb = (bytes) => (Math.abs(bytes) < 1e5 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(2)} MB`);
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

/** Bytes each Cache Storage cache holds (bodies only), by name. */
const cacheBytes = (page) =>
  page.evaluate(async () => {
    const sizes = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const key of keys) bytes += (await (await cache.match(key)).arrayBuffer()).byteLength;
      sizes[name] = { entries: keys.length, bytes };
    }
    return sizes;
  });

const storageUsage = (page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/**
 * What the bench's own servers send from now on, as written to their sockets (headers and body, as
 * compressed): the demo API's reads and media, the site's files. Counted on the server because the
 * browser reports many of the keep's requests as aborted (their bodies are streamed into the cache)
 * and, for the files the worker fetches for the page, twice. Each answer is the growth of its
 * socket since the answer before it on that socket (HTTP/1.1 answers one request at a time), so it
 * must be recording before the servers answer anything.
 */
function recordWire(ports) {
  let answers = [];
  const written = new WeakMap();
  const onFinish = ({ request, socket }) => {
    const bytes = socket.bytesWritten - (written.get(socket) ?? 0);
    written.set(socket, socket.bytesWritten);
    const server = socket.localPort === ports.api ? 'api' : socket.localPort === ports.site ? 'site' : 'auth';
    const kind =
      server === 'api' && new URL(request.url, 'http://localhost').pathname.startsWith('/media/') ? 'media' : server;
    answers.push({ kind, bytes });
  };
  diagnostics.subscribe('http.server.response.finish', onFinish);
  return {
    reset: () => void (answers = []),
    stop: () => diagnostics.unsubscribe('http.server.response.finish', onFinish),
    total: () => {
      const byKind = {};
      for (const { kind, bytes } of answers) {
        byKind[kind] ??= { requests: 0, bytes: 0 };
        byKind[kind].requests += 1;
        byKind[kind].bytes += bytes;
      }
      return { requests: answers.length, bytes: answers.reduce((sum, { bytes }) => sum + bytes, 0), byKind };
    },
  };
}

async function measureContext({ browser, site, backends, wire }, { label, device }) {
  // Each context keeps the course with the download right the demo seeds (3 videos).
  const reset = await fetch(new URL('/__demo/reset', backends.apiUrl), { method: 'POST' });
  if (!reset.ok) throw new Error(`The demo reset answered ${reset.status}`);
  const context = await browser.newContext({
    ...devices[device],
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await signIn(page, site.url, demoStudents[0]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(new URL(`/CourseDetail/${courseId}`, site.url).href);
    await page.getByTestId('course-progress').waitFor({ timeout: 60_000 });
    const usageBefore = await storageUsage(page);
    const cachesBefore = await cacheBytes(page);
    await page.getByRole('button', { name: 'Keep this course on the phone' }).click();
    const plan = (await page.getByTestId('keep-plan-counts').textContent()) ?? '';
    const planSize = (await page.getByTestId('keep-plan-size').textContent()) ?? '';
    wire.reset();
    const started = performance.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep on this phone' }).click();
    await page.getByTestId('keep-status').filter({ hasText: 'On this phone:' }).waitFor({ timeout: 300_000 });
    const keepMs = performance.now() - started;
    const keepStatus = (await page.getByTestId('keep-status').textContent()) ?? '';
    const moved = wire.total();
    const cachesAfter = await cacheBytes(page);
    const usageAfter = await storageUsage(page);
    const added = Object.fromEntries(
      Object.entries(cachesAfter).map(([name, after]) => [
        name,
        {
          entries: after.entries - (cachesBefore[name]?.entries ?? 0),
          bytes: after.bytes - (cachesBefore[name]?.bytes ?? 0),
        },
      ]),
    );
    const files = added['offline-videos'] ?? { entries: 0, bytes: 0 };

    await goOfflineWithEmptyHttpCache(page);
    const opens = [];
    for (const material of materials) {
      const start = performance.now();
      const response = await page.goto(new URL(material.path, site.url).href);
      await material.ready(page);
      const ms = performance.now() - start;
      opens.push({
        path: material.path,
        what: material.what,
        ms: Math.round(ms),
        fromServiceWorker: response?.fromServiceWorker() ?? false,
        ...(material.after && { captionCues: await material.after(page) }),
      });
    }
    return {
      label,
      device,
      plan: plan.trim(),
      planSize: planSize.trim(),
      keepStatus: keepStatus.trim(),
      keepMs: Math.round(keepMs),
      wire: moved,
      files,
      cachesAdded: added,
      estimateAdded: usageAfter - usageBefore,
      opens,
    };
  } finally {
    await context.close();
  }
}

function print(result) {
  console.log(`\n${result.label} (${result.device}): ${result.plan}; ${result.planSize}`);
  console.log(`  time to keep:             ${(result.keepMs / 1000).toFixed(1)} s  (${result.keepStatus})`);
  const kinds = Object.entries(result.wire.byKind)
    .map(([kind, { requests, bytes }]) => `${kind} ${mb(bytes)} / ${requests}`)
    .join(', ');
  console.log(`  bytes over the wire:      ${mb(result.wire.bytes)} in ${result.wire.requests} requests (${kinds})`);
  console.log(
    `  files kept:               ${mb(result.files.bytes)} in ${result.files.entries} entries (offline-videos)`,
  );
  const others = Object.entries(result.cachesAdded).filter(([name, added]) => name !== 'offline-videos' && added.bytes);
  const allCaches = Object.values(result.cachesAdded).reduce((sum, added) => sum + added.bytes, 0);
  if (others.length)
    console.log(
      `  with the other caches:    ${mb(allCaches)} (${others.map(([name, added]) => `${name} ${mb(added.bytes)}`).join(', ')})`,
    );
  console.log(
    `  storage used (estimate):  ${mb(result.estimateAdded)} more than before keeping ` +
      `(×${(result.estimateAdded / result.files.bytes).toFixed(2)} the files, ×${(result.estimateAdded / allCaches).toFixed(2)} all caches)`,
  );
  console.log('  opening each kept material offline (HTTP cache emptied and bypassed):');
  for (const open of result.opens)
    console.log(
      `    ${open.path.padEnd(22)} ${open.what.padEnd(22)} ${String(open.ms).padStart(6)} ms  worker: ${open.fromServiceWorker}` +
        (open.captionCues === undefined ? '' : `  caption cues: ${open.captionCues}`),
    );
}

async function main() {
  const started = Date.now();
  if (!process.env.BENCH_OUT_DIR) {
    process.env.NEXT_PUBLIC_API_URL = `http://localhost:${apiPort}/`;
    process.env.NEXT_PUBLIC_AUTH_URL = `http://localhost:${authPort}`;
    // The demo provider's issuer, compared exactly at sign-in.
    process.env.NEXT_PUBLIC_AUTH_ISSUER = demoAuthIssuer(authPort);
    await buildIfStale();
  }
  const running = [];
  try {
    const backends = await startDemoBackends({ apiPort, authPort, quiet: true });
    running.push(backends);
    const site = await startStaticServer({ root: outDir, port: 0, quiet: true });
    running.push(site);
    // From the servers' first answer: each socket's count starts at zero.
    const wire = recordWire({ api: apiPort, site: Number(new URL(site.url).port) });
    running.push({ close: async () => wire.stop() });
    const browser = await chromium.launch(chromiumLaunchOptions);
    running.push(browser);
    const loadBefore = load();
    console.log(
      `Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
        `load average (1, 5, 15 min) ${loadBefore.join(', ')}`,
    );
    const results = [];
    for (const kind of contexts) {
      console.log(`Keeping course ${courseId} in a ${kind.label} context (${kind.device}) ...`);
      results.push(await measureContext({ browser, site, backends, wire }, kind));
    }
    const figures = {
      commit: commitLabel(),
      date: new Date().toISOString(),
      machine: {
        chromium: browser.version(),
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        node: process.version,
        loadBefore,
        loadAfter: load(),
      },
      course: courseId,
      contexts: results,
      benchSeconds: (Date.now() - started) / 1000,
    };
    results.forEach(print);
    console.log(
      `\nLoad average (1, 5, 15 min): ${figures.machine.loadBefore.join(', ')} before, ${figures.machine.loadAfter.join(', ')} after`,
    );
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    const file = new URL(`results/${figures.date.slice(0, 10)}-${figures.commit}-kept-course.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `Figures written to bench/results/${file.pathname.split('/').at(-1)}; the run took ${figures.benchSeconds.toFixed(0)} s.`,
    );
  } finally {
    for (const part of running.reverse()) await part.close().catch(() => {});
  }
}

await runBench(main);
