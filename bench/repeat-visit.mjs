/**
 * The installed app opened again: the service worker installed (and stopped, as
 * after a while away), the session stored, the screen seen once before. Each visit is a new tab
 * in the same browser context, on slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) with the
 * page's CPU 4× slower, the browser's HTTP cache off and emptied: what opens at once is the
 * worker's and the device's, not the HTTP cache's. Chromium's network emulation on a page does not
 * reach the requests its service worker makes, so the worker gets the same conditions (and its
 * HTTP cache off) in its own DevTools session: the API reads it answers network-first go over
 * the same slow 4G.
 *
 * Times are from the navigation's start (the page's `performance.now()`) to the end of the first
 * frame that shows the element ("end of a frame": a task queued from `requestAnimationFrame`, as
 * in exam-answers.mjs), with text and a box: the first h1 (the heading), and per screen the
 * student's own content (`repeatVisitScreens` in run.mjs, bench/README.md). With the API hanging,
 * every request to the product API, the page's and its worker's, is paused by DevTools' Fetch
 * domain before it leaves and never let go while the visit lasts: the time is until the content
 * kept on the device shows.
 *
 * The floor is visited twice a round: its page (the heading every ratio is taken to) and its
 * `/kept-line` page, the least React needs to draw one line kept on the device (floor.mjs).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { keptLineKey } from './floor.mjs';
import { describeTrace, traceCategories } from './trace-summary.mjs';

const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
/** A visit that has not shown everything by then is reported as not shown. */
const visitLimitMs = 30_000;

/**
 * In the page, from the document's creation: for each probe (name → CSS selector), the ms from
 * the navigation's start to the end of the first frame in which an element it selects has text
 * and a box, and that text. Resolves once every probe is found.
 */
function watchProbes(probes) {
  const found = {};
  const shown = (element) => {
    if (!element.textContent?.trim()) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  window.__benchRepeatVisit = new Promise((resolve) => {
    let pending = Object.keys(probes).length;
    requestAnimationFrame(function frame() {
      for (const [name, selector] of Object.entries(probes)) {
        if (found[name]) continue;
        const element = [...document.querySelectorAll(selector)].find(shown);
        if (!element) continue;
        found[name] = { text: element.textContent.trim().slice(0, 80) };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          found[name].ms = performance.now();
          // In a trace (BENCH_TRACE), the moment each probe is taken at.
          performance.mark(`bench:${name}`);
          pending -= 1;
          if (pending === 0) resolve(found);
        };
        channel.port2.postMessage(null);
      }
      if (Object.keys(found).length < Object.keys(probes).length) requestAnimationFrame(frame);
    });
  });
}

/**
 * A DevTools session with the service worker of `origin`, slowed to slow 4G with its HTTP cache
 * off. Playwright opens sessions on pages and frames only, so this one goes through the browser's
 * session in the (older) non-flat mode: commands go to the target as messages and come back as
 * events. The worker's target outlives its stops and starts, and keeps these settings.
 */
async function workerSession(browser, origin) {
  const devtools = await browser.newBrowserCDPSession();
  const { targetInfos } = await devtools.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(origin));
  if (!target) throw new Error(`no service worker of ${origin} to throttle`);
  const { sessionId } = await devtools.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let lastId = 0;
  const replies = new Map();
  devtools.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    replies.get(message.id)?.(message);
    replies.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      replies.set(lastId, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
      );
      devtools
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: lastId, method, params }) })
        .catch(reject);
    });
  await send('Network.enable');
  await send('Network.setCacheDisabled', { cacheDisabled: true });
  await send('Network.emulateNetworkConditions', slow4g);
  return { send, close: () => devtools.detach().catch(() => {}) };
}

/** What the floor's `/kept-line` page finds kept on the device: a course title, as the course list shows. */
const keptLine = 'A2 Temel İngilizce';

const hangApi = (apiUrl) => ({ patterns: [{ urlPattern: `${new URL(apiUrl).origin}/*`, requestStage: 'Request' }] });

/**
 * One visit: a new tab, throttled, the worker stopped first; resolves with the probes' times
 * (null: not shown within the limit) and whether the page came from the worker.
 */
async function visit(context, worker, url, probes, { apiUrl, hang, trace }) {
  const page = await context.newPage();
  const browser = context.browser();
  const devtools = await context.newCDPSession(page);
  try {
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Network.emulateNetworkConditions', slow4g);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The app opened again after a while: its worker has to start.
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.stopAllWorkers');
    if (hang) {
      await devtools.send('Fetch.enable', hangApi(apiUrl));
      await worker.send('Fetch.enable', hangApi(apiUrl));
    }
    await page.addInitScript(watchProbes, probes);
    if (trace) await browser.startTracing(page, { categories: traceCategories });
    const response = await page.goto(url, { waitUntil: 'commit' });
    const found = await page
      .evaluate(
        (limitMs) => Promise.race([window.__benchRepeatVisit, new Promise((resolve) => setTimeout(resolve, limitMs))]),
        visitLimitMs,
      )
      .catch((error) => ({ error: error.message.split('\n')[0] }));
    if (trace) await keepTrace(page, await browser.stopTracing(), trace.file, trace.outDir);
    const msOf = (name) => (found?.[name]?.ms === undefined ? null : Math.round(found[name].ms * 10) / 10);
    const times = Object.fromEntries(Object.keys(probes).map((name) => [name, msOf(name)]));
    const texts = Object.fromEntries(Object.keys(probes).map((name) => [name, found?.[name]?.text ?? null]));
    return {
      ...times,
      texts,
      fromServiceWorker: response?.fromServiceWorker() ?? false,
      ...(found?.error && { error: found.error }),
      ...(!found?.error && Object.values(times).includes(null) && { finalUrl: page.url() }),
    };
  } finally {
    if (hang) await worker.send('Fetch.disable').catch(() => {});
    await page.close();
  }
}

/**
 * Writes a visit's trace (`<file>.json`, to open in DevTools' performance panel) and what it is
 * made of (`<file>.summary.txt`, trace-summary.mjs, with the scripts' timings from the page).
 */
async function keepTrace(page, buffer, file, outDir) {
  writeFileSync(`${file}.json`, buffer);
  const resources = await page
    .evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        type: entry.initiatorType,
        start: entry.startTime,
        workerStart: entry.workerStart,
        responseEnd: entry.responseEnd,
      })),
    )
    .catch(() => []);
  writeFileSync(`${file}.summary.txt`, describeTrace(JSON.parse(buffer.toString('utf8')), resources, outDir));
}

/** The median of a visit series (null, "not shown within the limit", counts as the slowest). */
function medianOf(values) {
  const sorted = values.map((value) => value ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return Number.isFinite(median) ? median : null;
}

function series(visits, name) {
  const values = visits.map((entry) => entry[name]);
  return { median: medianOf(values), values };
}

/** Every address the visits ended on, and every error, once: what to look at when a figure is missing. */
function notes(visits) {
  return [...new Set(visits.flatMap((entry) => [entry.error, entry.finalUrl].filter(Boolean)))];
}

/**
 * The floor and the portal's screens, `runs` rounds, each round opening the floor, every screen,
 * then every screen with the API hanging (interleaved, so a busy moment of the machine falls on
 * all of them alike). `session` is the stored session (Playwright storageState); `screens`:
 * `{ label, path, content, selector }` with `selector` the student's content.
 */
export async function measureRepeatVisits(
  browser,
  { contextOptions, siteUrl, floorUrl, apiUrl, session, screens, runs = 5, traceDir, outDir },
) {
  const heading = 'h1';
  // The floor: its worker registered by the page (next-pwa does not register itself there).
  const floorContext = await browser.newContext({ ...contextOptions, serviceWorkers: 'allow' });
  const portalContext = await browser.newContext({ ...contextOptions, storageState: session, serviceWorkers: 'allow' });
  const workers = [];
  try {
    const floorPage = await floorContext.newPage();
    await floorPage.goto(floorUrl);
    await floorPage.evaluate(() =>
      navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready),
    );
    await floorPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await floorPage.evaluate(([key, line]) => localStorage.setItem(key, line), [keptLineKey, keptLine]);
    await floorPage.close();

    // The first visit of each screen: the worker installs, the kept copies are written.
    const portalPage = await portalContext.newPage();
    await portalPage.goto(new URL(screens[0].path, siteUrl).href);
    await portalPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await portalPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
    for (const screen of screens) {
      await portalPage.goto(new URL(screen.path, siteUrl).href);
      await portalPage.locator(screen.selector).first().waitFor({ timeout: visitLimitMs });
      // The reads drawn after paint (completions, exam history) are kept too.
      await portalPage.waitForLoadState('networkidle');
    }
    await portalPage.close();

    const floorWorker = await workerSession(browser, new URL(floorUrl).origin);
    workers.push(floorWorker);
    const portalWorker = await workerSession(browser, new URL(siteUrl).origin);
    workers.push(portalWorker);

    const floorVisits = [];
    const floorKeptLineVisits = [];
    const floorKeptLineUrl = new URL('kept-line', floorUrl).href;
    const screenVisits = screens.map(() => ({ online: [], hanging: [] }));
    for (let run = 0; run < runs; run += 1) {
      floorVisits.push(await visit(floorContext, floorWorker, floorUrl, { heading }, { apiUrl }));
      floorKeptLineVisits.push(
        await visit(floorContext, floorWorker, floorKeptLineUrl, { heading, content: '[data-kept-line]' }, { apiUrl }),
      );
      for (const [index, screen] of screens.entries()) {
        const url = new URL(screen.path, siteUrl).href;
        const probes = { heading, content: screen.selector };
        screenVisits[index].online.push(await visit(portalContext, portalWorker, url, probes, { apiUrl }));
        screenVisits[index].hanging.push(await visit(portalContext, portalWorker, url, probes, { apiUrl, hang: true }));
      }
    }
    if (traceDir) {
      // One more round, traced and not counted (tracing slows a page): the kept line, then each screen.
      const trace = (name, from) => ({
        file: join(traceDir, name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')),
        outDir: from,
      });
      const keptLineProbes = { heading, content: '[data-kept-line]' };
      await visit(floorContext, floorWorker, floorKeptLineUrl, keptLineProbes, {
        apiUrl,
        trace: trace('kept-line', null),
      });
      for (const screen of screens) {
        const probes = { heading, content: screen.selector };
        await visit(portalContext, portalWorker, new URL(screen.path, siteUrl).href, probes, {
          apiUrl,
          trace: trace(screen.label, outDir),
        });
      }
    }

    const fromWorker = (visits) => visits.every((entry) => entry.fromServiceWorker);
    return {
      runs,
      network: { latencyMs: slow4g.latency, downloadMbit: 1.6, uploadKbit: 750 },
      cpuSlowdown,
      limitMs: visitLimitMs,
      floor: {
        heading: series(floorVisits, 'heading'),
        fromServiceWorker: fromWorker(floorVisits),
        notes: notes(floorVisits),
        keptLine: {
          heading: series(floorKeptLineVisits, 'heading'),
          content: series(floorKeptLineVisits, 'content'),
          fromServiceWorker: fromWorker(floorKeptLineVisits),
          notes: notes(floorKeptLineVisits),
        },
      },
      screens: screens.map((screen, index) => {
        const { online, hanging } = screenVisits[index];
        return {
          label: screen.label,
          path: screen.path,
          content: screen.content,
          heading: series(online, 'heading'),
          studentContent: series(online, 'content'),
          hanging: { heading: series(hanging, 'heading'), studentContent: series(hanging, 'content') },
          shown: { heading: online[0].texts.heading, content: online[0].texts.content },
          fromServiceWorker: fromWorker([...online, ...hanging]),
          notes: notes([...online, ...hanging]),
        };
      }),
    };
  } finally {
    for (const worker of workers) await worker.close();
    await portalContext.close();
    await floorContext.close();
  }
}
