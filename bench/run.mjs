/**
 * `npm run bench`: measures the portal against a bare Next.js static export built in the same
 * run (bench/README.md), prints one table and writes the figures to bench/results/. Not a test:
 * nothing here fails on a slow number; it fails only when it cannot measure at all.
 *
 * Environment: BENCH_API_PORT / BENCH_AUTH_PORT (else DEMO_API_PORT / DEMO_AUTH_PORT, else
 * 4890 / 4891) for the demo backends, CHROMIUM_PATH, BENCH_LIGHTHOUSE_RUNS (3), BENCH_ANSWERS
 * (40), BENCH_EXAM_PATH, BENCH_OUT_DIR (measure an export built before instead of building) and
 * BENCH_LABEL (the results file's name instead of the commit; say which build BENCH_OUT_DIR holds).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

import { startDemoBackends } from '../demo/backend.mjs';
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
const outDir = process.env.BENCH_OUT_DIR || fileURLToPath(new URL('../out/', import.meta.url));

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

const contextOptions = { ...devices['Desktop Chrome'], locale: 'en-US', timezoneId: 'Europe/Istanbul' };

const running = [];
async function stopAll() {
  // Last started, first stopped: the browsers before the servers they talk to.
  for (const service of running.splice(0).reverse()) await service.close().catch(() => {});
}

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
  result.error
    ? ['—', '—', '—', '—', '—']
    : [
        result.performance,
        result.accessibility,
        seconds(result.lcp),
        `${result.tbt.toFixed(0)} ms`,
        result.cls.toFixed(3),
      ];

function printTable(figures) {
  const { floor, routes: measured } = figures;
  const header = ['route', 'first-load JS gzip', 'JS by interactive', 'LH perf', 'a11y', 'LCP', 'TBT', 'CLS'];
  const rows = [
    ['bare floor (1 page)', kb(floor.firstLoadJs), kb(floor.jsByInteractive), ...lighthouseCells(floor.lighthouse)],
    ...measured.map((route) => [
      route.label,
      `${kb(route.firstLoadJs)} ${ratio(route.firstLoadJs, floor.firstLoadJs)}`,
      `${kb(route.jsByInteractive)} ${ratio(route.jsByInteractive, floor.jsByInteractive)}`,
      ...lighthouseCells(route.lighthouse),
    ]),
  ].map((row) => row.map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `Lighthouse ${figures.lighthouseVersion}, mobile, median of ${lighthouseRuns}; JS gzip level 6; ratios to the floor.`,
  );
  for (const route of measured.filter((entry) => entry.jsWithPdfOpen)) {
    console.log(`${route.label}: JS by interactive before the PDF opens; ${kb(route.jsWithPdfOpen)} with it open.`);
  }
  for (const route of [{ label: 'floor', ...floor }, ...measured].filter((entry) => entry.lighthouse.error)) {
    console.log(`Lighthouse could not measure ${route.label}: ${route.lighthouse.error}`);
  }
  const sw = figures.serviceWorkerInstall;
  console.log(
    `First service-worker install: ${kb(sw.portal.bytes)} in ${sw.portal.requests} requests (floor ${kb(sw.floor.bytes)} in ${sw.floor.requests}).`,
  );
  for (const run of figures.examAnswers) {
    if (run.missing) console.log(`Exam answers at ${run.cpuSlowdown}× CPU: not measured: ${run.missing}`);
    else
      console.log(
        `Exam answer click → frame showing it, ${run.cpuSlowdown}× CPU: median ${ms(run.click.median)}, p95 ${ms(run.click.p95)} ` +
          `(key: p95 ${ms(run.key.p95)}; in-frame cost p95 ${ms(run.inFrame.p95)}; n=${run.click.count})`,
      );
  }
}

async function main() {
  const started = Date.now();
  if (!process.env.BENCH_OUT_DIR) {
    process.env.NEXT_PUBLIC_API_URL = `http://localhost:${apiPort}/`;
    process.env.NEXT_PUBLIC_AUTH_URL = `http://localhost:${authPort}`;
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
  const lighthouseChromium = await startLighthouseChromium();
  running.push(lighthouseChromium);
  console.log(
    `Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );

  const signInContext = await browser.newContext(contextOptions);
  await signIn(await signInContext.newPage(), site.url, demoStudents[0]);
  const session = await signInContext.storageState();
  await signInContext.close();

  const lighthouseOf = (url, storageState) =>
    measureLighthouse(lighthouseChromium.port, url, { runs: lighthouseRuns, storageState });
  console.log('Measuring the floor ...');
  const floor = {
    firstLoadJs: gzipOf(firstLoadJs(floorBuild.outDir, 'index.html').scripts),
    ...(await jsByInteractive(browser, floorSite.url, '/', undefined)),
    lighthouse: await lighthouseOf(floorSite.url, undefined),
    buildSeconds: floorBuild.seconds,
  };
  const measured = [];
  for (const route of routes) {
    console.log(`Measuring ${route.path} ...`);
    const storageState = route.signedIn ? session : undefined;
    measured.push({
      ...route,
      firstLoadJs: gzipOf(firstLoadJs(outDir, route.file).scripts),
      ...(await jsByInteractive(browser, site.url, route.path, storageState)),
      lighthouse: await lighthouseOf(new URL(route.path, site.url).href, storageState),
    });
  }
  console.log('Measuring the first service-worker install and exam answers ...');
  const serviceWorkerInstall = {
    portal: await measureServiceWorkerInstall(browser, contextOptions, site.url),
    floor: await measureServiceWorkerInstall(browser, contextOptions, floorSite.url, { register: true }),
  };
  const examAnswerRuns = [
    await examAnswers(browser, session, site.url, 1),
    await examAnswers(browser, session, site.url, 4),
  ];

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  const figures = {
    commit: commitLabel(),
    date: new Date().toISOString(),
    machine: { chromium: browser.version(), cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    lighthouseVersion: lighthousePackage.version,
    lighthouseRuns,
    floor,
    routes: measured,
    serviceWorkerInstall,
    examAnswers: examAnswerRuns,
    benchSeconds: (Date.now() - started) / 1000,
  };
  printTable(figures);
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  const file = new URL(`results/${figures.date.slice(0, 10)}-${figures.commit}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `Figures written to bench/results/${file.pathname.split('/').at(-1)}; the run took ${(figures.benchSeconds / 60).toFixed(1)} min.`,
  );
}

process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  await main();
} catch (error) {
  const hint = error.code === 'EADDRINUSE' ? ' (set BENCH_API_PORT and BENCH_AUTH_PORT to free ports)' : '';
  console.error(`\nBenchmark stopped: ${error.message}${hint}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
