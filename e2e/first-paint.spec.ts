import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { enUS } from '../lib/i18n/en-US';
import { frameRoute } from '../lib/frame/frame-route';
import { expect, signIn, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift';

/** Every page the export holds, as the path a student opens (placeholder ids included). */
function exportedPaths(): string[] {
  const outDir = join(__dirname, '..', 'out');
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort();
}

test.describe('first paint from the export, before any script runs', () => {
  const paths = exportedPaths();

  test('the export holds every main route', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/ogrenimIcerigi', '/CourseDetail/_', '/VideoGoster/_', '/SinaviCoz/_/_']),
    );
  });

  for (const path of paths) {
    test(`${path} shows the school's name and its heading with JavaScript disabled`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const frame = page.locator('[data-startup-frame]');
      await expect(frame.getByText(enUS.app.shortName, { exact: true })).toBeVisible();
      await expect(frame.locator('h1')).toHaveText(frameRoute(path).title(enUS));
      await context.close();
    });
  }
});

test('the home page needs no data: its frame is the whole screen, without what depends on a session', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const frame = page.locator('[data-startup-frame]');
  await expect(frame.getByText(enUS.home.intro)).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: enUS.home.offersTitle })).toBeVisible();
  await expect(frame.getByText(enUS.auth.signIn)).toHaveCount(0);
  await expect(frame.getByText(enUS.home.continue)).toHaveCount(0);
  await expect(frame.getByText(enUS.home.guestTitle)).toHaveCount(0);
  await context.close();
});

test("a student who chose Turkish sees the frame's boxes without its English words", async ({ browser }) => {
  const context = await browser.newContext();
  // The app's scripts never arrive: the frame stays, as on a slow connection.
  await context.route('**/_next/static/**/*.js', (route) => route.abort());
  await context.addInitScript(() =>
    localStorage.setItem('locale', JSON.stringify({ value: 'tr-TR', savedAt: Date.now() })),
  );
  const page = await context.newPage();
  await page.goto('/ogrenimIcerigi');
  const heading = page.locator('[data-startup-frame] h1');
  await expect(heading).toHaveText(enUS.screens.learningContent);
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgba(0, 0, 0, 0)');
  expect((await heading.boundingBox())?.height).toBeGreaterThan(0);
  await context.close();
});

/** The CLS from the first paint (the frame) until the app has replaced it and painted its own heading. */
async function layoutShiftAcrossMount(page: Page, path: string) {
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.locator('[data-startup-frame]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return layoutShifts(page);
}

test.describe('the switch from the frame to the app moves nothing', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('home page: CLS ≤ 0.02 across the mount', async ({ page }) => {
    const shifts = await layoutShiftAcrossMount(page, '/');
    expect(shifts.total, `shifted: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });

  test('home page of a signed-in student (the installed app starts there): CLS ≤ 0.02 across the mount', async ({
    page,
  }) => {
    await signIn(page);
    const shifts = await layoutShiftAcrossMount(page, '/');
    await expect(page.getByRole('link', { name: 'Go to my courses' })).toBeVisible();
    expect(shifts.total, `shifted: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });

  test('guest video page: CLS ≤ 0.02 across the mount', async ({ page }) => {
    const shifts = await layoutShiftAcrossMount(page, '/misafirGirisi/9001');
    expect(shifts.total, `shifted: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });
});
