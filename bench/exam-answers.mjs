/**
 * How long choosing an answer takes to reach the screen on the exam page, three ways:
 * - a real click (Chromium's input pipeline) from the click event's timestamp to the end of the
 *   first frame that shows the option checked: what the student sees, including the wait for
 *   the next frame (up to one vsync interval);
 * - the same for a real A–E key press;
 * - the in-frame cost: a click issued at the start of a frame (inside requestAnimationFrame), to
 *   the end of that frame: the handler, React's render and commit, the answer being stored, style,
 *   layout and paint, without the wait for vsync. Within 16 ms it fits in one frame.
 * "End of the frame" is a task queued from requestAnimationFrame, which runs once the frame's
 * style, layout and paint are done. The Event Timing API (Chromium's own input-to-presentation
 * durations, 8 ms steps, only those of 16 ms and more reported) is read as a second opinion.
 */
import { writeFileSync } from 'node:fs';

import { describeInteractions, traceCategories } from './trace-summary.mjs';

export class ExamScreenMissing extends Error {}

const questionSelector = 'section[data-question-id]';
const optionSelector = `${questionSelector} label:has(input[type="radio"])`;
const startSelector = '[data-testid="exam-start"] button';
const optionKeys = ['A', 'B', 'C', 'D', 'E'];
const probeTimeoutMs = 5_000;
/** A scrolled page's own work (painting what came into view) is over well within this. */
const settleMs = 200;

/** In the page: whether `element` is not wholly inside the viewport (a mouse click there would miss it). */
const outOfView = (element) => {
  const box = element.getBoundingClientRect();
  return box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth;
};

function recordEventTiming() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({
        startTime: entry.startTime,
        duration: entry.duration,
        handlers: entry.processingEnd - entry.processingStart,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * In the page: resolves with the ms from the next `eventType` to the end of the frame showing
 * `label` checked, and which frame after the input that was (1: the very next one).
 */
function armProbe(label, eventType) {
  const checked = () => label.querySelector('input').checked;
  window.__benchProbe = new Promise((resolve) => {
    const onInput = (event) => {
      const start = event.timeStamp;
      // In a trace (BENCH_TRACE), the stretch each answer takes.
      performance.mark('bench:input');
      let frames = 0;
      requestAnimationFrame(function frame() {
        frames += 1;
        if (!checked()) return requestAnimationFrame(frame);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark('bench:shown');
          resolve({ start, ms: performance.now() - start, frames });
        };
        channel.port2.postMessage(null);
      });
    };
    window.addEventListener(eventType, onInput, { capture: true, once: true });
  });
}

/** In the page: clicks `label` at the start of a frame and resolves at the end of that frame. */
function clickInFrame(label) {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const start = performance.now();
      label.click();
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        resolve({ start, ms: performance.now() - start, checked: label.querySelector('input').checked });
      channel.port2.postMessage(null);
    }),
  );
}

const awaitProbe = (page) =>
  page.evaluate(
    (limitMs) =>
      Promise.race([
        window.__benchProbe,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the answer was never shown as chosen')), limitMs),
        ),
      ]),
    probeTimeoutMs,
  );

const currentQuestion = (page) => page.locator(questionSelector).first().getAttribute('data-question-id');

/** The option to choose next on the current question: one that is not chosen yet. */
async function nextOption(page) {
  const checked = await page
    .locator(`${optionSelector} input`)
    .evaluateAll((inputs) => inputs.findIndex((input) => input.checked));
  return (checked + 1) % optionKeys.length;
}

/**
 * Moves to the next question (N), turning back (P) at the last one and forward again at the first
 * (the navigator says which is current); each answer goes to a fresh question. A busy machine can
 * take seconds to draw the next question: an answer given before it would land on the old one.
 */
async function moveOn(page, direction) {
  const before = await currentQuestion(page);
  const { index, count } = await page.evaluate(() => ({
    index: Number(document.querySelector('button[data-index][aria-current="step"]')?.dataset.index ?? -1),
    count: document.querySelectorAll('button[data-index]').length,
  }));
  if (direction.forward && index === count - 1) direction.forward = false;
  else if (!direction.forward && index === 0) direction.forward = true;
  await page.keyboard.press(direction.forward ? 'n' : 'p');
  await page
    .waitForFunction(
      ([selector, id]) => document.querySelector(selector)?.getAttribute('data-question-id') !== id,
      [questionSelector, before],
      { timeout: 20_000 },
    )
    .catch(() => {
      throw new Error(`${direction.forward ? 'N' : 'P'} did not move to another question`);
    });
}

async function measureSeries(page, count, direction, answerOnce) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const option = page.locator(optionSelector).nth(await nextOption(page));
    times.push(await answerOnce(option));
    await moveOn(page, direction);
  }
  return times;
}

/**
 * `trace` (`{ file, outDir }`): the real clicks and keys are traced into `<file>.json`, and what
 * ran between each input and its frame is summed into `<file>.summary.txt` (trace-summary.mjs).
 */
export async function measureExamAnswers(browser, contextOptions, examUrl, count, cpuSlowdown = 1, trace = null) {
  const context = await browser.newContext(contextOptions);
  try {
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    // 4× stands for a mid-range phone; Chromium slows the page's main thread itself.
    if (cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(examUrl);
    try {
      // A new attempt opens on its start screen: the timer runs from its Start button.
      const startButton = page.locator(startSelector);
      await page.locator(`${optionSelector}, ${startSelector}`).first().waitFor({ timeout: 20_000 });
      if ((await startButton.count()) > 0) await startButton.click();
      await page.locator(optionSelector).first().waitFor({ timeout: 20_000 });
    } catch {
      throw new ExamScreenMissing(
        `no answer options (${optionSelector}) on ${new URL(examUrl).pathname} after 20 s: ` +
          'the exam screen or the demo exam is not there, or its markup changed',
      );
    }
    const direction = { forward: true };
    const results = [];
    const keep = (result) => {
      results.push(result);
      return result;
    };

    if (trace) await browser.startTracing(page, { categories: traceCategories });
    const clicks = await measureSeries(page, count, direction, async (option) => {
      // The mouse itself, not locator.click(): its stability check waits for a frame first, which
      // would line every click up just after a vsync. An option below a long passage is scrolled
      // to first, as the student would, and the page left to settle before the click.
      if (await option.evaluate(outOfView)) {
        await option.evaluate((label) => label.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(settleMs);
      }
      const box = await option.boundingBox();
      await option.evaluate(armProbe, 'click');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return keep(await awaitProbe(page));
    });
    const keys = await measureSeries(page, count, direction, async (option) => {
      const key = await option.locator('input').getAttribute('value');
      await option.evaluate(armProbe, 'keydown');
      await page.keyboard.press(key.toLowerCase());
      return keep(await awaitProbe(page));
    });
    if (trace) {
      const buffer = await browser.stopTracing();
      writeFileSync(`${trace.file}.json`, buffer);
      writeFileSync(
        `${trace.file}.summary.txt`,
        describeInteractions(JSON.parse(buffer.toString('utf8')), trace.outDir),
      );
    }
    const inFrame = await measureSeries(page, count, direction, async (option) => {
      const result = await option.evaluate(clickInFrame);
      if (!result.checked) throw new Error('a click inside a frame did not choose the option at once');
      return keep(result);
    });

    const events = await page.evaluate(() => window.__benchEvents);
    const slowest = new Map();
    let handlers = 0;
    for (const event of events) {
      const measured = results.some(({ start, ms }) => event.startTime >= start - 1 && event.startTime <= start + ms);
      if (!event.interactionId || !measured) continue;
      slowest.set(event.interactionId, Math.max(slowest.get(event.interactionId) ?? 0, event.duration));
      handlers = Math.max(handlers, event.handlers);
    }
    return {
      series: [
        { label: 'real click → frame showing it', results: clicks, real: true },
        { label: 'real A–E key → frame showing it', results: keys, real: true },
        { label: 'in-frame cost (click at frame start → frame end)', results: inFrame, real: false },
      ],
      eventTiming: {
        interactions: clicks.length + keys.length,
        slow: slowest.size,
        longest: Math.max(0, ...slowest.values()),
        handlers,
      },
    };
  } finally {
    await context.close();
  }
}
