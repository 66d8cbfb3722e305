/**
 * `npm run bench`: prints how fast the portal is on this machine (bench/README.md). Not a test:
 * nothing here fails on a slow number; it fails only when it cannot measure at all.
 *
 * Environment: BENCH_API_PORT (4890) and BENCH_AUTH_PORT (4891) for the demo backends, CHROMIUM_PATH
 * (else /usr/bin/chromium), BENCH_EXAM_PATH (the 80-question E-YDS exam), BENCH_ANSWERS (40),
 * BENCH_COLD_RUNS (5).
 */
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

import { startDemoBackends } from '../demo/backend.mjs';
import { buildIfStale } from '../demo/build-if-stale.mjs';
import { demoStudents } from '../demo/students.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { startStaticServer } from '../lib/static-server/serve.mjs';
import { measureColdLoad } from './cold-load.mjs';
import { ExamScreenMissing, measureExamAnswers } from './exam-answers.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { signIn } from './sign-in.mjs';
import { kb, ms, summarize } from './stats.mjs';

const OUT_DIR = fileURLToPath(new URL('../out/', import.meta.url));
const frameBudgetMs = 16;

const numberFromEnv = (name, fallback) => Number(process.env[name] || fallback);
// Fixed, seldom used ports: their URLs are built into the site, so a new port means a new build.
const apiPort = numberFromEnv('BENCH_API_PORT', 4890);
const authPort = numberFromEnv('BENCH_AUTH_PORT', 4891);
const answers = numberFromEnv('BENCH_ANSWERS', 40);
const coldRuns = numberFromEnv('BENCH_COLD_RUNS', 5);
const examPath = process.env.BENCH_EXAM_PATH || '/SinaviCoz/9033/202';

const contextOptions = { ...devices['Desktop Chrome'], locale: 'en-US', timezoneId: 'Europe/Istanbul' };

const running = [];
async function stopAll() {
  // Last started, first stopped: the browser before the servers it talks to.
  for (const service of running.splice(0).reverse()) await service.close().catch(() => {});
}

function printFirstLoadJs() {
  console.log('\n(b) First-load JavaScript (scripts named by the exported HTML, gzip level 6)');
  const seen = new Map();
  for (const page of ['index.html', 'ogrenimIcerigi.html']) {
    const { scripts } = firstLoadJs(OUT_DIR, page);
    for (const script of scripts) seen.set(script.src, script);
    const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`  ${`out/${page}`.padEnd(26)} ${String(scripts.length).padStart(2)} scripts  ${kb(gzip).padStart(9)} gzip  (${kb(raw)} raw)`);
  }
  const both = [...seen.values()].reduce((sum, script) => sum + script.gzip, 0);
  console.log(`  ${'both pages together'.padEnd(26)} ${String(seen.size).padStart(2)} scripts  ${kb(both).padStart(9)} gzip`);
}

async function printColdLoad(browser, storageState, siteUrl) {
  console.log(`\n(c) Cold load of /ogrenimIcerigi, signed in, empty cache, until the h1 "My courses" is painted (${coldRuns} runs)`);
  const runs = [];
  for (let run = 0; run < coldRuns; run += 1) runs.push(await measureColdLoad(browser, { ...contextOptions, storageState }, siteUrl));
  const painted = summarize(runs.map((run) => run.painted));
  const inDom = summarize(runs.map((run) => run.inDom));
  console.log(`  painted:  median ${ms(painted.median)}, max ${ms(painted.max)}  (each run: ${runs.map((run) => run.painted.toFixed(0)).join(', ')} ms)`);
  console.log(`  in DOM:   median ${ms(inDom.median)}`);
  console.log(`  scripts fetched: ${runs[0].scripts}, ${kb(runs[0].scriptBytes)} uncompressed (the local server sends no gzip)`);
}

async function printExamAnswers(browser, storageState, siteUrl) {
  console.log(`\n(a) Answering on the 80-question E-YDS exam (${examPath}), ${answers} answers per way`);
  try {
    const result = await measureExamAnswers(browser, { ...contextOptions, storageState }, new URL(examPath, siteUrl).href, answers);
    for (const { label, results, real } of result.series) {
      const { median, p95, max, count } = summarize(results.map((item) => item.ms));
      const verdict = p95 <= frameBudgetMs ? 'yes' : 'NO';
      const nextFrame = real ? `, shown in the next frame: ${results.filter((item) => item.frames === 1).length}/${count}` : '';
      console.log(`  ${label}`);
      console.log(`    median ${ms(median)}, p95 ${ms(p95)}, max ${ms(max)} (n=${count}); p95 ≤ ${frameBudgetMs} ms: ${verdict}${nextFrame}`);
    }
    const { slow, interactions, longest, handlers } = result.eventTiming;
    console.log(
      `  Event Timing API (input → presentation, 8 ms steps, only ≥ 16 ms reported): ${slow} of ${interactions} real inputs` +
        (slow > 0 ? `, longest ${ms(longest)}, their event handlers ≤ ${ms(handlers)}` : ''),
    );
    console.log('  The real-input times include the wait for the next vsync (up to 16.7 ms at 60 Hz); the in-frame cost does not.');
  } catch (error) {
    if (!(error instanceof ExamScreenMissing)) throw error;
    console.log(`  not measured: ${error.message}`);
  }
}

async function main() {
  // The backend URLs are built into the site: point the build at the bench's own ports.
  process.env.NEXT_PUBLIC_API_URL = `http://localhost:${apiPort}/`;
  process.env.NEXT_PUBLIC_AUTH_URL = `http://localhost:${authPort}`;
  await buildIfStale();

  printFirstLoadJs();

  running.push(await startDemoBackends({ apiPort, authPort, quiet: true }));
  const site = await startStaticServer({ root: OUT_DIR, port: 0, quiet: true });
  running.push(site);
  const browser = await chromium.launch(chromiumLaunchOptions);
  running.push(browser);

  console.log(`\nChromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);

  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, site.url, demoStudents[0]);
  const storageState = await context.storageState();
  await context.close();

  await printColdLoad(browser, storageState, site.url);
  await printExamAnswers(browser, storageState, site.url);
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
