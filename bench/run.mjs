/**
 * `npm run bench`: measures the portal against a bare Next.js static export built in the same
 * run (bench/README.md), prints one table and writes the figures to bench/results/. Not a test:
 * nothing here fails on a slow number; it fails only when it cannot measure at all.
 *
 * Environment: BENCH_API_PORT / BENCH_AUTH_PORT (else DEMO_API_PORT / DEMO_AUTH_PORT, else
 * 4890 / 4891) for the demo backends, CHROMIUM_PATH, BENCH_LIGHTHOUSE_RUNS (3), BENCH_ANSWERS
 * (40), BENCH_EXAM_PATH, BENCH_OUT_DIR (measure an export built before instead of building),
 * BENCH_LABEL (the results file's name instead of the commit; say which build BENCH_OUT_DIR holds),
 * BENCH_REPEAT_RUNS (5) and BENCH_PARTS (which measurements to take; all by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
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
import { buildFloor } from './floor.mjs';
import { measureJsByInteractive } from './js-by-interactive.mjs';
import { measureLighthouse, startLighthouseChromium } from './lighthouse.mjs';
import { measureRepeatVisits } from './repeat-visit.mjs';
import { runBench } from './run-bench.mjs';
import { signIn } from './sign-in.mjs';
import { kb, ms, summarize } from './stats.mjs';
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
 * BENCH_PARTS (comma-separated, all by default) picks the measurements that take long; the floor
 * is built and the first-load JS read whatever it says.
 */
const allParts = ['js-by-interactive', 'lighthouse', 'repeat-visit', 'sw-install', 'exam-answers'];
const parts = new Set(
  process.env.BENCH_PARTS ? process.env.BENCH_PARTS.split(',').map((part) => part.trim()) : allParts,
);

/** The main routes of issue 12, at demo ids ayse.yilmaz can open; `file` is the page the export serves for them. */
const routes = [
  { label: '/', path: '/', file: 'index.html', signedIn: false },
  { label: '/misafirGirisi/:id (guest)', path: '/misafirGirisi/9001', file: 'misafirGirisi/_.html', signedIn: false },
  { label: '/ogrenimIcerigi', path: '/ogrenimIcerigi', file: 'ogrenimIcerigi.html', signedIn: true },
  { label: '/CourseDetail/:id', path: '/CourseDetail/104', file: 'CourseDetail/_.html', signedIn: true },
  { label: '/VideoGoster/:id', path: '/VideoGoster/9001', file: 'VideoGoster/_.html', signedIn: true },
  { label: '/PdfGoster/:id', path: '/PdfGoster/9002', file: 'PdfGoster/_.html', signedIn: true },
  { label: '/SinaviCoz/…', path: examPath, file: 'SinaviCoz/_/_.html', signedIn: true },
  { label: '/SinavOzeti/…', path: '/SinavOzeti/4003', file: 'SinavOzeti/_.html', signedIn: true },
];

/**
 * The repeat visit's screens (issue 20 item 5) and, for each, the student's own content its time
 * is taken at: the first element `selector` matches with text and a box (bench/README.md).
 */
const repeatVisitScreens = [
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

const contextOptions = { ...devices['Desktop Chrome'], locale: 'en-US', timezoneId: 'Europe/Istanbul' };

const running = [];
async function stopAll() {
  // Last started, first stopped: the browsers before the servers they talk to.
  for (const service of running.splice(0).reverse()) await service.close().catch(() => {});
}

const twoDecimals = (values) => values.map((value) => Number(value.toFixed(2)));
const gzipOf = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);
const ratio = (value, floor) => `×${(value / floor).toFixed(2)}`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

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

async function examAnswers(browser, storageState, siteUrl, cpuSlowdown) {
  try {
    const result = await measureExamAnswers(
      browser,
      { ...contextOptions, storageState },
      new URL(examPath, siteUrl).href,
      answers,
      cpuSlowdown,
    );
    const pick = (label) =>
      summarize(result.series.find((series) => series.label.startsWith(label)).results.map((item) => item.ms));
    return { cpuSlowdown, click: pick('real click'), key: pick('real A–E key'), inFrame: pick('in-frame cost') };
  } catch (error) {
    if (!(error instanceof ExamScreenMissing)) throw error;
    return { cpuSlowdown, missing: error.message };
  }
}

const lighthouseCells = (result) =>
  !result || result.error
    ? ['—', '—', '—', '—', '—']
    : [
        result.performance,
        result.accessibility,
        seconds(result.lcp),
        `${result.tbt.toFixed(0)} ms`,
        result.cls.toFixed(3),
      ];

/** A value and its ratio to the floor's, or a dash when the part was not measured. */
const withRatio = (value, floor, format) =>
  value === undefined ? '—' : floor === undefined ? format(value) : `${format(value)} ${ratio(value, floor)}`;

function printRows(header, rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  cells.forEach((row) => console.log(line(row)));
}

/** Milliseconds of a visit series' median; null is "not shown within the limit". */
const visitMs = (median, limitMs) => (median === null ? `> ${limitMs / 1000} s` : `${median.toFixed(0)} ms`);

function printRepeatVisits(repeat) {
  const floorHeading = repeat.floor.heading.median;
  const shown = (series) => visitMs(series.median, repeat.limitMs);
  const toFloor = (series) =>
    series.median === null || floorHeading === null ? '' : ` ${ratio(series.median, floorHeading)}`;
  printRows(
    ['repeat visit', 'heading', "student's content", 'API hanging: heading', 'API hanging: kept content'],
    [
      ['bare floor (1 page)', shown(repeat.floor.heading), '—', '—', '—'],
      [
        'bare floor, a kept line drawn by React',
        `${shown(repeat.floor.keptLine.heading)}${toFloor(repeat.floor.keptLine.heading)}`,
        `${shown(repeat.floor.keptLine.content)}${toFloor(repeat.floor.keptLine.content)}`,
        '—',
        '—',
      ],
      ...repeat.screens.map((screen) => [
        screen.label,
        `${shown(screen.heading)}${toFloor(screen.heading)}`,
        `${shown(screen.studentContent)}${toFloor(screen.studentContent)}`,
        shown(screen.hanging.heading),
        shown(screen.hanging.studentContent),
      ]),
    ],
  );
  console.log(
    `Repeat visit: worker installed (stopped), session stored, HTTP cache off; slow 4G (${repeat.network.latencyMs} ms, ` +
      `${repeat.network.downloadMbit} Mbit/s) on the page and its worker, ${repeat.cpuSlowdown}× CPU; median of ${repeat.runs}; ` +
      "from navigation start to the end of the frame showing it; ratios to the floor's heading.",
  );
  const floorEntries = [
    { label: 'floor', ...repeat.floor },
    { label: 'floor /kept-line', ...repeat.floor.keptLine },
  ];
  for (const entry of [...floorEntries, ...repeat.screens]) {
    if (!entry.fromServiceWorker) console.log(`${entry.label}: not every visit's page came from the worker.`);
    for (const note of entry.notes) console.log(`${entry.label}: ${note}`);
  }
}

function printTable(figures) {
  const { floor, routes: measured } = figures;
  printRows(
    ['route', 'first-load JS gzip', 'JS by interactive', 'LH perf', 'a11y', 'LCP', 'TBT', 'CLS'],
    [
      [
        'bare floor (1 page)',
        kb(floor.firstLoadJs),
        withRatio(floor.jsByInteractive, undefined, kb),
        ...lighthouseCells(floor.lighthouse),
      ],
      ...measured.map((route) => [
        route.label,
        withRatio(route.firstLoadJs, floor.firstLoadJs, kb),
        withRatio(route.jsByInteractive, floor.jsByInteractive, kb),
        ...lighthouseCells(route.lighthouse),
      ]),
    ],
  );
  console.log(
    figures.lighthouseVersion
      ? `Lighthouse ${figures.lighthouseVersion}, mobile, median of ${lighthouseRuns}; JS gzip level 6; ratios to the floor.`
      : 'JS gzip level 6; ratios to the floor.',
  );
  for (const route of measured.filter((entry) => entry.jsWithPdfOpen)) {
    console.log(`${route.label}: JS by interactive before the PDF opens; ${kb(route.jsWithPdfOpen)} with it open.`);
  }
  for (const route of [{ label: 'floor', ...floor }, ...measured].filter((entry) => entry.lighthouse?.error)) {
    console.log(`Lighthouse could not measure ${route.label}: ${route.lighthouse.error}`);
  }
  if (figures.repeatVisit) printRepeatVisits(figures.repeatVisit);
  const sw = figures.serviceWorkerInstall;
  if (sw)
    console.log(
      `First service-worker install: ${kb(sw.portal.bytes)} in ${sw.portal.requests} requests (floor ${kb(sw.floor.bytes)} in ${sw.floor.requests}).`,
    );
  for (const run of figures.examAnswers ?? []) {
    if (run.missing) console.log(`Exam answers at ${run.cpuSlowdown}× CPU: not measured: ${run.missing}`);
    else
      console.log(
        `Exam answer click → frame showing it, ${run.cpuSlowdown}× CPU: median ${ms(run.click.median)}, p95 ${ms(run.click.p95)} ` +
          `(key: p95 ${ms(run.key.p95)}; in-frame cost p95 ${ms(run.inFrame.p95)}; n=${run.click.count})`,
      );
  }
  const { loadAverage } = figures.machine;
  console.log(
    `Load average (1, 5, 15 min): ${loadAverage.start.join(', ')} at the start, ${loadAverage.end.join(', ')} at the end.`,
  );
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg();
  const unknownParts = [...parts].filter((part) => !allParts.includes(part));
  if (unknownParts.length > 0)
    throw new Error(`BENCH_PARTS: unknown ${unknownParts.join(', ')} (known: ${allParts.join(', ')})`);
  if (!process.env.BENCH_OUT_DIR) {
    process.env.NEXT_PUBLIC_API_URL = `http://localhost:${apiPort}/`;
    process.env.NEXT_PUBLIC_AUTH_URL = `http://localhost:${authPort}`;
    // The demo provider's issuer, compared exactly at sign-in.
    process.env.NEXT_PUBLIC_AUTH_ISSUER = demoAuthIssuer(authPort);
    await buildIfStale();
  }
  console.log('Building the bare floor (a one-page Next.js export) ...');
  const floorBuild = await buildFloor();
  running.push({ close: async () => floorBuild.dispose() });

  running.push(await startDemoBackends({ apiPort, authPort, quiet: true }));
  const site = await startStaticServer({ root: outDir, port: 0, quiet: true });
  running.push(site);
  const floorSite = await startStaticServer({ root: floorBuild.outDir, port: 0, quiet: true });
  running.push(floorSite);
  const browser = await chromium.launch(chromiumLaunchOptions);
  running.push(browser);
  const lighthouseChromium = parts.has('lighthouse') ? await startLighthouseChromium() : null;
  if (lighthouseChromium) running.push(lighthouseChromium);
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
      `measuring ${[...parts].join(', ')}`,
  );

  const signInContext = await browser.newContext(contextOptions);
  await signIn(await signInContext.newPage(), site.url, demoStudents[0]);
  const session = await signInContext.storageState();
  await signInContext.close();

  const lighthouseOf = async (url, storageState) =>
    lighthouseChromium
      ? { lighthouse: await measureLighthouse(lighthouseChromium.port, url, { runs: lighthouseRuns, storageState }) }
      : {};
  const jsOf = async (siteUrl, path, storageState) =>
    parts.has('js-by-interactive') ? jsByInteractive(browser, siteUrl, path, storageState) : {};
  console.log('Measuring the floor ...');
  const floor = {
    firstLoadJs: gzipOf(firstLoadJs(floorBuild.outDir, 'index.html').scripts),
    ...(await jsOf(floorSite.url, '/', undefined)),
    ...(await lighthouseOf(floorSite.url, undefined)),
    buildSeconds: floorBuild.seconds,
  };
  const measured = [];
  for (const route of routes) {
    if (parts.has('js-by-interactive') || parts.has('lighthouse')) console.log(`Measuring ${route.path} ...`);
    const storageState = route.signedIn ? session : undefined;
    measured.push({
      ...route,
      firstLoadJs: gzipOf(firstLoadJs(outDir, route.file).scripts),
      ...(await jsOf(site.url, route.path, storageState)),
      ...(await lighthouseOf(new URL(route.path, site.url).href, storageState)),
    });
  }
  let repeatVisit;
  if (parts.has('repeat-visit')) {
    console.log(`Measuring repeat visits (${repeatRuns} rounds) ...`);
    repeatVisit = await measureRepeatVisits(browser, {
      contextOptions,
      siteUrl: site.url,
      floorUrl: floorSite.url,
      apiUrl: `http://localhost:${apiPort}/`,
      session,
      screens: repeatVisitScreens,
      runs: repeatRuns,
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
  }

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  const figures = {
    commit: commitLabel(),
    date: new Date().toISOString(),
    parts: [...parts],
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
  printTable(figures);
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  const suffix = parts.size < allParts.length ? `-${[...parts].join('+')}` : '';
  const file = new URL(`results/${figures.date.slice(0, 10)}-${figures.commit}${suffix}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `Figures written to bench/results/${file.pathname.split('/').at(-1)}; the run took ${(figures.benchSeconds / 60).toFixed(1)} min.`,
  );
}

process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

await runBench(main, stopAll);
