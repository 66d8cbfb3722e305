import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test as base, expect, openAccountMenu, signIn } from './support/fixtures';
import { SCREENS, type Screen } from './support/screens';
import { startExamIfAsked } from './support/exam';
import { tooWide } from './support/too-wide';

/**
 * WCAG 2.2 AA, proven: axe scans every route of product.md section 2 (and the not-found page) at the
 * phone and desktop widths, in light and night mode, in English and Turkish, and finds nothing.
 * The student signs in once per worker; each route is opened once, the language is switched
 * through its stored preference and a reload, as a returning student sees it, and night mode by
 * its own control, in place. A screen's working parts are scanned too: the video player's own
 * controls, the PDF's toolbar (its phone row of search and more tools open) and pages, a course's
 * keep-section dialog, the exam's start screen and its running attempt, an opened summary question
 * and the open account menu. No element is wider than the screen unless
 * it scrolls in a named, focusable box. The English light-mode screens are kept as screenshots
 * for review.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const languages = ['en-US', 'tr-TR'] as const;
const modes = [false, true] as const;

const notFound: Screen = { path: '/bu-sayfa-yok', page: 'not-found', heading: 'Page not found' };
/** The guest redirect's own screen: an address the school does not share is refused there (a shared one only passes through to /misafirGirisi). */
const refusedRedirect: Screen = {
  path: '/MisafirRedirectPage/https%3A%2F%2Fexample.com%2F',
  page: '(public)/MisafirRedirectPage/[url]',
  heading: /./,
};
const guestPaths = new Set([
  '/',
  '/callback',
  '/loginProblem',
  '/sunucuhatasi',
  '/misafirGirisi/9001',
  refusedRedirect.path,
  notFound.path,
]);
const screens = [...SCREENS.filter((screen) => !screen.lands), refusedRedirect, notFound];

type Preparation = (page: Page) => Promise<void>;

/** Plays the video until it has moved and pauses it: the player's controls are drawn only after Play. */
const openPlayer: Preparation = async (page) => {
  await page.getByRole('button', { name: /^(Play|Oynat), / }).click();
  const video = page.locator('video').first();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0)).toBe(true);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
};
/** The PDF's toolbar and pages are drawn once the document has loaded; on a phone its search row is opened too. */
const openPdf: Preparation = async (page) => {
  await page.setViewportSize(viewports[0]);
  await expect(page.getByTestId('pdf-page')).toBeAttached();
  await expect(page.getByTestId('core__text-layer-0')).toBeAttached();
  await page.getByRole('button', { name: /^(Search and more tools|Arama ve diğer araçlar)$/ }).click();
  await expect(page.getByRole('searchbox')).toBeVisible();
};
/** A section's keep dialog, over the course page, once it has worked out what to keep. */
const openKeepSection: Preparation = async (page) => {
  await page
    .getByRole('button', { name: /^(Keep this section on the phone|Bu bölümü telefonda sakla)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^(Keep on this phone|Telefonda sakla)$/ })).toBeVisible();
};
const openFirstQuestion: Preparation = async (page) => {
  await page.getByTestId('summary-question').first().locator('button[aria-expanded="false"]').first().click();
};

/** What a student does on a screen before it is scanned, where the screen has more to show than it opens with. */
const preparations: Record<string, Preparation> = {
  '/ogrenimIcerigi': openAccountMenu,
  '/misafirGirisi/9001': openPlayer,
  '/VideoGoster/9023': openPlayer,
  '/PdfGoster/9024': openPdf,
  '/CourseDetail/103': openKeepSection,
  '/SinavOzeti/4003': openFirstQuestion,
};

const test = base.extend<object, { studentState: Awaited<ReturnType<BrowserContext['storageState']>> }>({
  studentState: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await signIn(await context.newPage());
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The language and night mode off, stored exactly as the app writes them (value + time, docs/interfaces.md). */
async function storePreferences(page: Page, locale: string) {
  await page.evaluate((storedLocale) => {
    const savedAt = Date.now();
    localStorage.setItem('locale', JSON.stringify({ value: storedLocale, savedAt }));
    localStorage.setItem('nightMode', JSON.stringify({ value: false, savedAt }));
  }, locale);
}

/**
 * Night mode on through the screen's own control (the header's, or the one in the account menu),
 * its click handler run as a tap runs it: no reload, so the screen keeps what was done on it
 * (the player opened, the question unfolded), and a closed menu stays closed, nothing focused or
 * hovered that a reload would not leave so.
 */
async function turnOnNightMode(page: Page) {
  const control = page.getByRole('button', { name: /^(Turn on night mode|Gece modunu aç)$/, includeHidden: true });
  await control.dispatchEvent('click');
}

/** The screen as a student sees it settled: its language and theme applied, its heading shown, nothing loading. */
async function settled(page: Page, locale: string, nightMode: boolean) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  if (nightMode) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colour transitions of the theme switch end before axe reads the colours.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^A-Za-z0-9]+/g, '-'));

async function keepScreenshot(page: Page, testInfo: TestInfo, path: string, viewport: string) {
  const name = `${slug(path)}-${viewport}.png`;
  // One folder for the whole run, so a reviewer finds every screen side by side.
  const folder = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * axe's WCAG rules over the page, each violation in full. A page without frames is scanned by
 * `axe.run` in the page itself (AxeBuilder's legacy mode): the same rules over the same document
 * as the default run, which gathers a partial result per frame and then opens a second, blank page
 * to join them, at about twice the cost. The coding material's cross-origin frame needs the
 * default run, or axe would not look inside it. Passes and incomplete results are not asserted,
 * so axe need not build a selector for each of their nodes (`resultTypes`, its documented speed-up).
 */
function axe(page: Page) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags);
  return builder.setLegacyMode(page.frames().length === 1).analyze();
}

interface Found {
  where: string;
  rule: string;
  targets: string[];
}

/** Every combination of width, language and mode on one page, with one reload per language. */
async function scanAllVariants(page: Page, name: string, testInfo: TestInfo, prepare?: Preparation) {
  const found: Found[] = [];
  for (const locale of languages) {
    await storePreferences(page, locale);
    await page.reload();
    if (prepare) await prepare(page);
    for (const nightMode of modes) {
      if (nightMode) await turnOnNightMode(page);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await settled(page, locale, nightMode);
        const results = await axe(page);
        const where = `${name} ${viewport.width}px ${locale} ${nightMode ? 'night' : 'light'}`;
        found.push(
          ...results.violations.map((violation) => ({
            where,
            rule: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          })),
        );
        // Nothing wider than the screen, or it scrolls in a named, focusable box (issue 22).
        const wide = await tooWide(page);
        if (wide.length > 0) found.push({ where, rule: 'wider-than-viewport', targets: wide });
        if (locale === 'en-US' && !nightMode) await keepScreenshot(page, testInfo, name, viewport.name);
      }
    }
  }
  return found;
}

async function openAs(browser: Browser, state?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ storageState: state, baseURL: test.info().project.use.baseURL });
  return { context, page: await context.newPage() };
}

test.describe('accessibility: axe finds no WCAG 2.2 AA violation', () => {
  // Eight scans of one route (sixteen of an exam) and a reload per language, in one test.
  test.describe.configure({ timeout: 180_000 });

  for (const screen of screens) {
    const guest = guestPaths.has(screen.path);
    const exam = screen.page.startsWith('(exam)');
    test(`${screen.path} (${guest ? 'guest' : 'student'}) at 375 and 1440 px, light and night, en-US and tr-TR`, async ({
      browser,
      studentState,
    }, testInfo) => {
      const { context, page } = await openAs(browser, guest ? undefined : studentState);
      await page.goto(screen.path);
      const found: Found[] = [];
      if (exam) {
        // First its start screen, then as it is taken: with its attempt running.
        await expect(page.getByTestId('exam-start')).toBeVisible();
        found.push(...(await scanAllVariants(page, `${screen.path} start`, testInfo)));
        await startExamIfAsked(page);
        found.push(...(await scanAllVariants(page, screen.path, testInfo, startExamIfAsked)));
      } else {
        const prepare = preparations[screen.path];
        if (prepare) await prepare(page);
        found.push(...(await scanAllVariants(page, screen.path, testInfo, prepare)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
