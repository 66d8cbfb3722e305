/**
 * `npm run bench`: measures the portal against a bare Next.js static export built in the same
 * run (bench/README.md), prints its tables (tables.mjs) and writes the figures to bench/results/.
 * Not a test: nothing here fails on a slow number; it fails only when it cannot measure at all.
 *
 * Environment: BENCH_API_PORT / BENCH_AUTH_PORT (else DEMO_API_PORT / DEMO_AUTH_PORT, else
 * 4890 / 4891) for the demo backends, CHROMIUM_PATH, BENCH_LIGHTHOUSE_RUNS (3), BENCH_ANSWERS
 * (40), BENCH_EXAM_PATH, BENCH_OUT_DIR (measure an export built before instead of building),
 * BENCH_LABEL (the results file's name instead of the commit; say which build BENCH_OUT_DIR holds),
 * BENCH_REPEAT_RUNS (5), BENCH_PARTS (which measurements to take; all by default), BENCH_ROUTES
 * (which routes and screens; all by default) and BENCH_FLOOR_DIR (keep the floor's build there).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

import { startDemoBackends } from '../demo/backend.mjs';
import { demoAuthIssuer } from '../lib/config/local-ports.cjs';
import { buildIfStale } from '../demo/build-if-stale.mjs';
import { demoStudents } from '../demo/students.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { startStaticServer } from '../server/serve.mjs';
import { commitLabel } from './commit-label.mjs';
import { ExamScreenMissing, measureExamAnswers } from './exam-answers.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { buildFloor, fetchedLineKeys } from './floor.mjs';
import { measureJsByInteractive } from './js-by-interactive.mjs';
import { measureLighthouse, startLighthouseChromium } from './lighthouse.mjs';
import { measureRepeatVisits } from './repeat-visit.mjs';
import { runBench } from './run-bench.mjs';
import { portsLike, sameOriginCopy, startSameOriginSite } from './same-origin.mjs';
import { signIn } from './sign-in.mjs';
import { summarize } from './stats.mjs';
import { printFigures } from './tables.mjs';
import { measureServiceWorkerInstall } from './sw-install.mjs';

const numberFromEnv = (names, fallback) => Number(names.map((name) => process.env[name]).find(Boolean) || fallback);
// Their URLs are built into the site, so other ports mean another build.
const apiPort = numberFromEnv(['BENCH_API_PORT', 'DEMO_API_PORT'], 4890);
const authPort = numberFromEnv(['BENCH_AUTH_PORT', 'DEMO_AUTH_PORT'], 4891);
const lighthouseRuns = numberFromEnv(['BENCH_LIGHTHOUSE_RUNS'], 3);
const answers = numberFromEnv(['BENCH_ANSWERS'], 40);
const examPath = process.env.BENCH_EXAM_PATH || '/SinaviCoz/9033/202';
const repeatRuns = numberFromEnv(['BENCH_REPEAT_RUNS'], 5);
const outDir = process.env.BENCH_OUT_DIR || fileURLToPath(new URL('../out/', import.meta.url));
/**
 * BENCH_TRACE=1: one more repeat-visit round and one more exam-answer run at 4×, traced and not
 * counted, kept in bench/results/traces/ with what they are made of (trace-summary.mjs).
 */
const traceDir = process.env.BENCH_TRACE ? fileURLToPath(new URL('results/traces/', import.meta.url)) : undefined;

/**
 * BENCH_PARTS (comma-separated, all by default) picks the measurements that take long; the floor
 * is built and the first-load JS read whatever it says. `lighthouse` runs against the site with
 * its API on another origin (as built), `lighthouse-same-origin` against the same export with the
 * API behind the site's own origin (same-origin.mjs).
 */
const allParts = [
  'js-by-interactive',
  'lighthouse',
  'lighthouse-same-origin',
  'repeat-visit',
  'sw-install',
  'exam-answers',
];
const listFromEnv = (name) =>
  process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const parts = new Set(listFromEnv('BENCH_PARTS') ?? allParts);
/** BENCH_ROUTES (comma-separated, all by default): the routes and repeat-visit screens whose label or path contains one. */
const routeFilter = listFromEnv('BENCH_ROUTES');
const picked = (entry) =>
  !routeFilter || routeFilter.some((part) => entry.label.includes(part) || entry.path.includes(part));

/**
 * The main routes, at demo ids ayse.yilmaz can open; `file` is the page the export serves for
 * them. `data`: its content comes from the API (the home page's does not), so its LCP is held
 * against the fetched line's.
 */
const allRoutes = [
  { label: '/', path: '/', file: 'index.html', signedIn: false, data: false },
  {
    label: '/misafirGirisi/:id (guest)',
    path: '/misafirGirisi/9001',
    file: 'misafirGirisi/_.html',
    signedIn: false,
    data: true,
  },
  { label: '/ogrenimIcerigi', path: '/ogrenimIcerigi', file: 'ogrenimIcerigi.html', signedIn: true, data: true },
  { label: '/CourseDetail/:id', path: '/CourseDetail/104', file: 'CourseDetail/_.html', signedIn: true, data: true },
  { label: '/VideoGoster/:id', path: '/VideoGoster/9001', file: 'VideoGoster/_.html', signedIn: true, data: true },
  { label: '/PdfGoster/:id', path: '/PdfGoster/9002', file: 'PdfGoster/_.html', signedIn: true, data: true },
  { label: '/SinaviCoz/…', path: examPath, file: 'SinaviCoz/_/_.html', signedIn: true, data: true },
  { label: '/SinavOzeti/…', path: '/SinavOzeti/4003', file: 'SinavOzeti/_.html', signedIn: true, data: true },
  { label: '/notifs', path: '/notifs', file: 'notifs.html', signedIn: true, data: true },
];
const routes = allRoutes.filter(picked);

/**
 * The repeat visit's screens and, for each, the student's own content its time
 * is taken at: the first element `selector` matches with text and a box (bench/README.md).
 */
const allRepeatVisitScreens = [
  {
    label: '/ogrenimIcerigi',
    path: '/ogrenimIcerigi',
    content: "the first course card's title",
    selector: '[data-testid="course-enrollments"] > li:first-child a > span:first-child',
  },
  {
    label: '/CourseDetail/104 (exams)',
    path: '/CourseDetail/104',
    content: "the outline's first topic",
    selector: 'li[id^="topic-"] h3',
  },
  {
    label: '/CourseDetail/101',
    path: '/CourseDetail/101',
    content: "the outline's first topic",
    selector: 'li[id^="topic-"] h3',
  },
  {
    label: '/SinaviCoz/… (start)',
    path: examPath,
    content: 'the start screen\'s "Start the exam" button (the paper is there)',
    selector: '[data-testid="exam-start"] button',
  },
  {
    label: '/notifs',
    path: '/notifs',
    content: "the first notification's title",
    selector: '[data-testid="notification-title"]',
  },
];
const repeatVisitScreens = allRepeatVisitScreens.filter(picked);

const contextOptions = { ...devices['Desktop Chrome'], locale: 'en-US', timezoneId: 'Europe/Istanbul' };

const running = [];
async function stopAll() {
  // Last started, first stopped: the browsers before the servers they talk to.
  for (const service of running.splice(0).reverse()) await service.close().catch(() => {});
}

const twoDecimals = (values) => values.map((value) => Number(value.toFixed(2)));
const gzipOf = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);

async function jsByInteractive(browser, siteUrl, path, storageState) {
  // A fresh context: an empty HTTP cache, no service worker yet.
  const context = await browser.newContext({ ...contextOptions, storageState, serviceWorkers: 'block' });
  try {
    const { gzip, gzipBeforePdf } = await measureJsByInteractive(context, new URL(path, siteUrl).href);
    return { jsByInteractive: gzipBeforePdf, ...(gzip !== gzipBeforePdf && { jsWithPdfOpen: gzip }) };
  } finally {
    await context.close();
  }
}

async function examAnswers(browser, storageState, siteUrl, cpuSlowdown, trace = null) {
  try {
    const result = await measureExamAnswers(
      browser,
      { ...contextOptions, storageState },
      new URL(examPath, siteUrl).href,
      trace ? Math.min(answers, 20) : answers,
      cpuSlowdown,
      trace,
    );
    const pick = (label) =>
      summarize(result.series.find((series) => series.label.startsWith(label)).results.map((item) => item.ms));
    return { cpuSlowdown, click: pick('real click'), key: pick('real A–E key'), inFrame: pick('in-frame cost') };
  } catch (error) {
    // A run that breaks off is reported as not measured, and the rest of the bench's figures stay.
    const reason = error instanceof ExamScreenMissing ? error.message : `stopped: ${error.message.split('\n')[0]}`;
    return { cpuSlowdown, missing: reason };
  }
}

/** The access token of a Playwright storage state's signed-in session (stored reverse-encoded, decision 3). */
function accessTokenOf(storageState, origin) {
  const item = storageState.origins
    .find((entry) => entry.origin === origin)
    ?.localStorage.find((entry) => entry.name === 'token');
  if (!item) throw new Error('the signed-in session holds no token');
  const encoded = JSON.parse(item.value).value;
  return Buffer.from([...encoded].reverse().join(''), 'base64').toString('utf8');
}

/** The line the fetched-line page draws: the student's first course's name, as the API answers it. */
async function firstCourseName(apiUrl, accessToken) {
  const answer = await fetch(new URL('api/v1/courseenrollments/userEnrollmentsSimple', apiUrl), {
    headers: { Accept: 'application/json', tenant: 'root', Authorization: `Bearer ${accessToken}` },
  });
  if (!answer.ok) throw new Error(`the demo API answered ${answer.status} to the fetched line's read`);
  return (await answer.json()).courseEnrollments[0].course.name;
}

/**
 * The signed-in session for a cold load on `origin`: the site's local storage alone. The answers
 * kept for the student are in IndexedDB (decision 44), which neither this state nor the storage
 * the bench clears before each run keeps, so the screen reads its data from the API, as the
 * fetched line does, instead of drawing a kept copy.
 */
function coldSession(storageState, fromOrigin, origin = fromOrigin) {
  const items = storageState.origins.find((entry) => entry.origin === fromOrigin)?.localStorage ?? [];
  return { cookies: [], origins: [{ origin, localStorage: items }] };
}

/**
 * The same-origin copy must work before it is measured: its course list shows the student's
 * courses, read from the site's own origin. A copy that does not start would leave Lighthouse
 * timing the exported frame's heading.
 */
async function checkSameOrigin(browser, siteUrl, storageState) {
  const context = await browser.newContext({ ...contextOptions, storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const reads = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).origin);
    });
    await page.goto(new URL(allRepeatVisitScreens[0].path, siteUrl).href);
    await page
      .locator(allRepeatVisitScreens[0].selector)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        throw new Error(`the same-origin copy at ${siteUrl} does not show the course list`);
      });
    if (reads.length === 0 || reads.some((origin) => origin !== new URL(siteUrl).origin))
      throw new Error(`the same-origin copy read its API elsewhere: ${[...new Set(reads)].join(', ')}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg();
  const unknownParts = [...parts].filter((part) => !allParts.includes(part));
  if (unknownParts.length > 0)
    throw new Error(`BENCH_PARTS: unknown ${unknownParts.join(', ')} (known: ${allParts.join(', ')})`);
  const apiUrl = `http://localhost:${apiPort}/`;
  if (!process.env.BENCH_OUT_DIR) {
    process.env.NEXT_PUBLIC_API_URL = apiUrl;
    process.env.NEXT_PUBLIC_AUTH_URL = `http://localhost:${authPort}`;
    // The demo provider's issuer, compared exactly at sign-in.
    process.env.NEXT_PUBLIC_AUTH_ISSUER = demoAuthIssuer(authPort);
    await buildIfStale();
  }
  console.log('Building the bare floor (a Next.js export: one page, a kept line, a fetched line) ...');
  const floorBuild = await buildFloor({ apiUrl, keepIn: process.env.BENCH_FLOOR_DIR });
  running.push({ close: async () => floorBuild.dispose() });

  running.push(await startDemoBackends({ apiPort, authPort, quiet: true }));
  const site = await startStaticServer({ root: outDir, port: 0, quiet: true });
  running.push(site);
  const floorSite = await startStaticServer({ root: floorBuild.outDir, port: 0, quiet: true });
  running.push(floorSite);
  let sameOrigin = null;
  if (parts.has('lighthouse-same-origin')) {
    // The export with its API's address turned into the front server's own (same-origin.mjs).
    const copyDir = mkdtempSync(join(tmpdir(), 'bench-same-origin-'));
    running.push({ close: async () => rmSync(copyDir, { recursive: true, force: true }) });
    const portal = await startSameOriginSite({
      root: (origin) => {
        sameOriginCopy(outDir, copyDir, { fromApiUrl: apiUrl, toOrigin: origin });
        return copyDir;
      },
      apiUrl,
      ports: portsLike(apiPort),
    });
    running.push(portal);
    const floor = await startSameOriginSite({ root: floorBuild.outDir, apiUrl });
    running.push(floor);
    sameOrigin = { portal, floor };
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  running.push(browser);
  const lighthouseChromium =
    parts.has('lighthouse') || parts.has('lighthouse-same-origin') ? await startLighthouseChromium() : null;
  if (lighthouseChromium) running.push(lighthouseChromium);
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
      `measuring ${[...parts].join(', ')}${routeFilter ? ` on ${routeFilter.join(', ')}` : ''}`,
  );

  const signInContext = await browser.newContext(contextOptions);
  await signIn(await signInContext.newPage(), site.url, demoStudents[0]);
  const session = await signInContext.storageState();
  await signInContext.close();
  const siteOrigin = new URL(site.url).origin;
  const accessToken = accessTokenOf(session, siteOrigin);
  if (sameOrigin)
    await checkSameOrigin(
      browser,
      sameOrigin.portal.url,
      coldSession(session, siteOrigin, new URL(sameOrigin.portal.url).origin),
    );
  /** The fetched line's local storage: the student's token and the API it reads (its own origin when same-origin). */
  const fetchedLineState = (floorUrl, api) => ({
    cookies: [],
    origins: [
      {
        origin: new URL(floorUrl).origin,
        localStorage: [
          { name: fetchedLineKeys.token, value: accessToken },
          { name: fetchedLineKeys.apiUrl, value: api },
        ],
      },
    ],
  });

  const lighthouseOf = async (part, url, storageState) =>
    lighthouseChromium && parts.has(part)
      ? measureLighthouse(lighthouseChromium.port, url, { runs: lighthouseRuns, storageState })
      : undefined;
  const jsOf = async (siteUrl, path, storageState) =>
    parts.has('js-by-interactive') ? jsByInteractive(browser, siteUrl, path, storageState) : {};
  console.log('Measuring the floor ...');
  const fetchedLineUrl = (siteUrl) => new URL('fetched-line', siteUrl).href;
  const floor = {
    firstLoadJs: gzipOf(firstLoadJs(floorBuild.outDir, 'index.html').scripts),
    ...(await jsOf(floorSite.url, '/', undefined)),
    lighthouse: await lighthouseOf('lighthouse', floorSite.url, undefined),
    fetchedLine: {
      firstLoadJs: gzipOf(firstLoadJs(floorBuild.outDir, 'fetched-line.html').scripts),
      // What it draws: Lighthouse's LCP element should be this line, not the exported heading.
      expected: await firstCourseName(apiUrl, accessToken),
      lighthouse: await lighthouseOf(
        'lighthouse',
        fetchedLineUrl(floorSite.url),
        fetchedLineState(floorSite.url, apiUrl),
      ),
      lighthouseSameOrigin:
        sameOrigin &&
        (await lighthouseOf(
          'lighthouse-same-origin',
          fetchedLineUrl(sameOrigin.floor.url),
          fetchedLineState(sameOrigin.floor.url, sameOrigin.floor.url),
        )),
    },
    buildSeconds: floorBuild.seconds,
  };
  const measured = [];
  for (const route of routes) {
    if (parts.has('js-by-interactive') || lighthouseChromium) console.log(`Measuring ${route.path} ...`);
    measured.push({
      ...route,
      firstLoadJs: gzipOf(firstLoadJs(outDir, route.file).scripts),
      ...(await jsOf(site.url, route.path, route.signedIn ? session : undefined)),
      lighthouse: await lighthouseOf(
        'lighthouse',
        new URL(route.path, site.url).href,
        route.signedIn ? coldSession(session, siteOrigin, siteOrigin) : undefined,
      ),
      lighthouseSameOrigin:
        sameOrigin &&
        (await lighthouseOf(
          'lighthouse-same-origin',
          new URL(route.path, sameOrigin.portal.url).href,
          route.signedIn ? coldSession(session, siteOrigin, new URL(sameOrigin.portal.url).origin) : undefined,
        )),
    });
  }
  let repeatVisit;
  if (parts.has('repeat-visit') && repeatVisitScreens.length > 0) {
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    console.log(`Measuring repeat visits (${repeatRuns} rounds) ...`);
    repeatVisit = await measureRepeatVisits(browser, {
      contextOptions,
      siteUrl: site.url,
      floorUrl: floorSite.url,
      apiUrl,
      session,
      screens: repeatVisitScreens,
      runs: repeatRuns,
      traceDir,
      outDir,
    });
  }
  let serviceWorkerInstall;
  if (parts.has('sw-install')) {
    console.log('Measuring the first service-worker install ...');
    serviceWorkerInstall = {
      portal: await measureServiceWorkerInstall(browser, contextOptions, site.url),
      floor: await measureServiceWorkerInstall(browser, contextOptions, floorSite.url, { register: true }),
    };
  }
  const examAnswerRuns = [];
  if (parts.has('exam-answers')) {
    console.log('Measuring exam answers ...');
    examAnswerRuns.push(
      await examAnswers(browser, session, site.url, 1),
      await examAnswers(browser, session, site.url, 4),
    );
    // One more run at 4×, traced and not counted (BENCH_TRACE).
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      await examAnswers(browser, session, site.url, 4, { file: join(traceDir, 'exam-answers-4x'), outDir });
    }
  }

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  const figures = {
    commit: commitLabel(),
    date: new Date().toISOString(),
    parts: [...parts],
    ...(routeFilter && { routeFilter }),
    machine: {
      chromium: browser.version(),
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      // 1, 5 and 15 minutes, at the start and at the end: how quiet the machine was.
      loadAverage: { start: twoDecimals(loadAtStart), end: twoDecimals(loadavg()) },
    },
    ...(lighthouseChromium && { lighthouseVersion: lighthousePackage.version, lighthouseRuns }),
    floor,
    routes: measured,
    ...(repeatVisit && { repeatVisit }),
    ...(serviceWorkerInstall && { serviceWorkerInstall }),
    ...(examAnswerRuns.length > 0 && { examAnswers: examAnswerRuns }),
    benchSeconds: (Date.now() - started) / 1000,
  };
  printFigures(figures);
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  const suffix = parts.size < allParts.length ? `-${[...parts].join('+')}` : '';
  const routesSuffix = routeFilter ? `-routes` : '';
  const file = new URL(
    `results/${figures.date.slice(0, 10)}-${figures.commit}${suffix}${routesSuffix}.json`,
    import.meta.url,
  );
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `Figures written to bench/results/${file.pathname.split('/').at(-1)}; the run took ${(figures.benchSeconds / 60).toFixed(1)} min.`,
  );
}

process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

await runBench(main, stopAll);
