import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';

/**
 * The journeys a student takes most, in Firefox and in WebKit (the engine of every iPhone), on a
 * phone-sized window: one browser per engine, signed in once through the demo identity provider,
 * then each journey in turn. The Chromium suite (e2e/*.spec.ts) covers every detail; this proves
 * the same product works in the other engines.
 */
test.describe.configure({ mode: 'serial' });

const student = { username: 'ayse.yilmaz', password: 'Demo1234!', displayName: 'Ayşe Yılmaz' };
const hlsVideo = { path: '/VideoGoster/9001', title: 'Konu Anlatımı: Present Simple ve Present Continuous' };
const unitSheet = '/PdfGoster/9002';
const ydsExam = '/SinaviCoz/9033/202';
/** Plays of the HLS video in a row: WebKit is where a stream once stalled at its start, now and then. */
const videoPlays = { firefox: 3, webkit: 10 } as Record<string, number>;

const bodyText = (page: EnginePage) => page.evaluate(() => document.body.innerText);
const path = async (page: EnginePage) => new URL(await page.url()).pathname;

/** Where the video is and whether it plays; null before the player has put its element in. */
const playback = (page: EnginePage) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return video ? { time: video.currentTime, paused: video.paused } : null;
  });

test('signs in through the demo identity provider and lands on the course list', async ({ enginePage: page }) => {
  await page.goto('/');
  await page.click({ css: 'button', name: /^Sign in$/ });
  await page.type({ css: '#username' }, student.username);
  await page.type({ css: '#password' }, student.password);
  await page.click({ css: 'button', name: /^Sign in$/ });
  await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/ogrenimIcerigi');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[data-testid="display-name"]')?.textContent))
    .toContain(student.displayName);
});

test('the course list shows the student’s courses', async ({ enginePage: page }) => {
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('[data-testid="course-enrollments"] a').length))
    .toBe(3);
  expect(await bodyText(page)).toContain('B1 Orta Seviye İngilizce');
});

test('a course page marks a topic, and the server keeps the mark', async ({ enginePage: page }) => {
  // Topic 5001 of course 101 is seeded completed (demo/seed/courses.mjs): taken back, then marked again.
  const status = () => page.evaluate(() => document.getElementById('topic-5001')?.getAttribute('data-status'));
  await page.goto('/CourseDetail/101');
  await expect.poll(status).toBe('completed');

  await page.click({ css: '#topic-5001 button', name: /^Mark as not completed$/ });
  await expect.poll(status).not.toBe('completed');
  await page.reload();
  await expect.poll(status).toBe('in-progress');

  await page.click({ css: '#topic-5001 button', name: /^Mark as completed$/ });
  await expect.poll(status).toBe('completed');
  await page.reload();
  await expect.poll(status).toBe('completed');
});

test('the HLS video plays, time after time', async ({ enginePage: page }, testInfo) => {
  for (let play = 1; play <= (videoPlays[testInfo.project.name] ?? 1); play += 1) {
    await page.goto(hlsVideo.path);
    await page.click({ css: 'button', name: new RegExp(`^Play, ${hlsVideo.title}$`) });
    await expect
      .poll(async () => (await playback(page))?.time ?? 0, {
        message: `play ${play}`,
        timeout: 20_000,
        intervals: [200],
      })
      .toBeGreaterThan(1.5);
    expect((await playback(page))?.paused).toBe(false);
  }
});

test('a PDF page is drawn', async ({ enginePage: page }) => {
  await page.goto(unitSheet);
  // Drawn: a canvas of the viewer holds a good number of dark pixels (the page's text).
  const darkPixels = () =>
    page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(document.querySelectorAll('canvas')).map((canvas) => {
          if (canvas.width === 0 || canvas.height === 0) return 0;
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
          let dark = 0;
          for (let index = 0; index < pixels.length; index += 4) if ((pixels[index] ?? 255) < 128) dark += 1;
          return dark;
        }),
      ),
    );
  await expect.poll(darkPixels, { timeout: 30_000 }).toBeGreaterThan(500);
});

test('an exam is answered, reloaded with the answer kept, and submitted with its score', async ({
  enginePage: page,
}) => {
  const question = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('h2'), (heading) => heading.textContent ?? '').find((text) =>
          /^Question \d+ of \d+$/.test(text),
        ) ?? '',
    );
  const chosen = () =>
    page.evaluate(() => document.querySelector<HTMLInputElement>('[role="radiogroup"] input:checked')?.value ?? null);

  await page.goto(ydsExam);
  await page.click({ css: '[data-testid="exam-start"] button', name: /^Start the exam/ });
  await expect.poll(question).toBe('Question 1 of 80');
  await page.click({ css: '[role="radiogroup"] label', name: /^B\)/ });
  await expect.poll(chosen).toBe('B');

  // Reloaded, the exam opens at the first question without an answer; question 1 kept its answer.
  await page.reload();
  await expect.poll(question).toBe('Question 2 of 80');
  await page.click({ css: 'button', name: /^Previous$/ });
  await expect.poll(question).toBe('Question 1 of 80');
  await expect.poll(chosen).toBe('B');

  await page.click({ css: 'button', name: /^Submit the exam$/ });
  await page.click({ css: 'button', name: /^Submit now$/ });
  await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/SinavOzeti\/\d+$/);
  await expect.poll(() => bodyText(page)).toMatch(/Score/);
});

test('with the site down, the service worker serves the pages', async ({ enginePage: page, site }) => {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null), { timeout: 60_000 })
    .toMatch(/\/sw\.js$/);
  await site.stop();
  try {
    // An address never asked for: no HTTP cache can hold it, and the site is down; only the
    // worker can answer (it maps the path to its precached page).
    await page.goto(`/ogrenimIcerigi?never-asked=${Date.now()}`);
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-testid="course-enrollments"] a').length))
      .toBe(3);
  } finally {
    await site.start();
  }
});
