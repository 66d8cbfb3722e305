import { readFile } from 'node:fs/promises';
import { addFault, expect, signIn, openAccountMenu, siteApiUrl, siteAuthUrl, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift';
import type { Locator, Page } from '@playwright/test';

/** unit-1.pdf (3 pages), downloadable. */
const unitSheet = { path: '/PdfGoster/9002', name: 'Alıştırma Föyü – Ünite 1', file: '/media/pdf/unit-1.pdf' };
/** reading-1.pdf, licensed for reading in the portal only. */
const readingText = { path: '/PdfGoster/9009', name: 'Reading: A Day to Remember' };

const phone = { width: 375, height: 812 };
/** A line of the first page's body text (12 pt). */
const bodyLine = 'We use the Present Simple for habits';

const textLayer = (page: Page, pageIndex: number) => page.getByTestId(`core__text-layer-${pageIndex}`);
/**
 * The size a line of the first page is drawn at, in CSS px: its text layer span's font size, which
 * pdf.js sets to the text's size in the PDF times the viewer's scale (`--scale-factor`).
 */
const drawnSize = (page: Page, text: string) =>
  textLayer(page, 0)
    .locator('span', { hasText: text })
    .first()
    .evaluate((span) => parseFloat(getComputedStyle(span).fontSize));

/** Every control of `area` is within the screen's width, and the area does not scroll sideways. */
async function expectWithinScreen(area: Locator) {
  const outside = await area.evaluate((box) => {
    const controls = [...box.querySelectorAll<HTMLElement>('button, input, select')];
    return controls
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.left < 0 || rect.right > document.documentElement.clientWidth;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent);
  });
  expect(outside).toEqual([]);
  expect(await area.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
}
const pageStatus = (page: Page) => page.getByTestId('pdf-page');
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const pdfPage = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Pages of the PDF' }).getByLabel(label, { exact: true });

async function openUnitSheet(page: Page) {
  await signIn(page);
  await page.goto(unitSheet.path);
  await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
}

test.describe('PDF materials', () => {
  test('the first page renders its text, with its own worker and eval turned off', async ({ page }) => {
    const site = new URL(test.info().project.use.baseURL ?? '').origin;
    const workers: string[] = [];
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('pdf.worker')) workers.push(request.url());
      if (![site, siteApiUrl, siteAuthUrl].includes(new URL(request.url()).origin)) foreign.push(request.url());
    });
    // What the page tells pdf.js's worker when it opens a document: the options getDocument received.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { getDocRequests: seen });
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        const { action, data } = (message ?? {}) as { action?: string; data?: { evaluatorOptions?: unknown } };
        if (action === 'GetDocRequest') seen.push(data?.evaluatorOptions);
        return post.call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
    });

    await openUnitSheet(page);
    await expect(page.getByRole('heading', { level: 1, name: unitSheet.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(unitSheet.name));
    await expect(pageStatus(page)).toHaveText('Page 1 of 3');
    expect(workers).toEqual([`${site}/pdf/pdf.worker-3.11.174.min.js`]);
    expect(foreign).toEqual([]);
    const requests = await page.evaluate(() => (window as unknown as { getDocRequests: unknown[] }).getDocRequests);
    expect(requests).toEqual([expect.objectContaining({ isEvalSupported: false })]);
  });

  test('shows the loading progress while the PDF arrives', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: unitSheet.file, hangMs: 2000 });
    await page.goto(unitSheet.path);
    const progress = page.getByRole('progressbar', { name: 'Loading the PDF…' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
    await expect(progress).toHaveCount(0);
  });

  test('next, previous and a typed page number move through the pages', async ({ page }) => {
    await openUnitSheet(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pageStatus(page)).toHaveText('Page 2 of 3');
    await expect(textLayer(page, 1)).toContainText('Unit 1: Practice');
    await expect(pdfPage(page, 'Page 2')).toBeInViewport();
    await expect(pdfPage(page, 'Page 1')).not.toBeInViewport({ ratio: 0.01 });

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(pageStatus(page)).toHaveText('Page 1 of 3');

    await page.getByRole('spinbutton', { name: 'Go to page' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Go to page' }).press('Enter');
    await expect(pageStatus(page)).toHaveText('Page 3 of 3');
    await expect(textLayer(page, 2)).toContainText('Unit 1: Answer Key');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('search finds a word on page 3 and jumps there', async ({ page }) => {
    await openUnitSheet(page);
    const search = page.getByRole('searchbox', { name: 'Search in the PDF' });
    await search.fill('Friday');
    await search.press('Enter');
    await expect(page.getByTestId('pdf-search-result')).toHaveText('Match 1 of 1');
    await expect(pageStatus(page)).toHaveText('Page 3 of 3');
    await expect(pdfPage(page, 'Page 3').locator('.rpv-search__highlight')).toBeInViewport();
    // A zoom step draws the document again: the search, its result and the focus stay where they were.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).not.toHaveText(
      'Fit width',
    );
    await expect(zoomIn).toBeFocused();
    await expect(search).toHaveValue('Friday');
    await expect(page.getByTestId('pdf-search-result')).toHaveText('Match 1 of 1');

    // Each page has the unit's title as its heading and in its footer.
    await search.fill('Unit 1:');
    await search.press('Enter');
    const result = page.getByTestId('pdf-search-result');
    await expect(result).toHaveText('Match 1 of 6');
    await expect(pageStatus(page)).toHaveText('Page 1 of 3');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(result).toHaveText('Match 3 of 6');
    await expect(pageStatus(page)).toHaveText('Page 2 of 3');
    await page.getByRole('button', { name: 'Previous match' }).click();
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(result).toHaveText('Match 1 of 6');
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(result).toHaveText('Match 6 of 6');
    await expect(pageStatus(page)).toHaveText('Page 3 of 3');

    await search.fill('xylophone');
    await search.press('Enter');
    await expect(page.getByTestId('pdf-search-result')).toHaveText('No matches');
  });

  test('zoom in, out and to a level', async ({ page }) => {
    await openUnitSheet(page);
    const level = page.getByRole('combobox', { name: 'Zoom level' });
    const pageWidth = async () =>
      (await pdfPage(page, 'Page 1').locator('.rpv-core__page-layer').boundingBox())?.width ?? 0;
    await level.selectOption({ label: '100%' });
    await expect(level).toHaveValue('1');
    await expect.poll(pageWidth).toBeGreaterThan(0);
    const actualSize = await pageWidth();

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(level.locator('option:checked')).toHaveText('110%');
    await expect.poll(pageWidth).toBeCloseTo(actualSize * 1.1, 0);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(level.locator('option:checked')).toHaveText('90%');
    await expect.poll(pageWidth).toBeCloseTo(actualSize * 0.9, 0);

    await level.selectOption({ label: 'Fit width' });
    await expect.poll(pageWidth).toBeGreaterThan(actualSize);
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
  });

  test('a downloadable PDF downloads under the material’s name', async ({ page }) => {
    await openUnitSheet(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${unitSheet.name}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a PDF for reading only offers no download', async ({ page }) => {
    await signIn(page);
    await page.goto(readingText.path);
    await expect(textLayer(page, 0)).toContainText('Academic Reading: Climate and Cities');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the PDF' })).toHaveCount(0);
  });

  test('a server error says so, and Retry renders the PDF', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: unitSheet.file, status: 500, times: 1 });
    await page.goto(unitSheet.path);
    const failure = alert(page, 'The PDF could not be loaded. Check your connection and try again.');
    await expect(failure).toBeVisible();
    await expect(page.getByRole('group', { name: 'PDF tools' })).toBeHidden();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
    await expect(failure).toHaveCount(0);
  });

  test('a missing, a damaged and an unreachable PDF each get their message', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: unitSheet.file, status: 404, times: 1 });
    await page.goto(unitSheet.path);
    await expect(alert(page, 'This PDF could not be found on the server.')).toBeVisible();

    await addFault(request, {
      path: unitSheet.file,
      status: 200,
      body: 'not a PDF at all',
      contentType: 'application/pdf',
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(alert(page, 'This PDF file is damaged and cannot be shown.')).toBeVisible();

    await page.route(`**${unitSheet.file}`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(alert(page, 'The PDF could not be loaded.')).toBeVisible();
    await page.unroute(`**${unitSheet.file}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
  });

  test('a material that is not a PDF, or not the student’s, gets a message', async ({ page }) => {
    await signIn(page);
    await page.goto('/PdfGoster/9001');
    await expect(alert(page, 'This material is not a PDF.')).toBeVisible();
    await page.goto('/PdfGoster/99999');
    await expect(alert(page, 'This material could not be found.')).toBeVisible();
  });

  test('a viewer that cannot be downloaded says so and offers a reload', async ({ page }) => {
    await signIn(page);
    // Async chunks are named <id>.<hash>.js; the page's own chunks have a dash.
    await page.route(/\/_next\/static\/chunks\/[^/-]+\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(unitSheet.path);
    await expect(alert(page, 'The PDF could not be loaded. Check your connection and try again.')).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
  });

  test('the toolbar is named for screen readers and keyboard order follows it', async ({ page }) => {
    await openUnitSheet(page);
    await expect(page.getByRole('group', { name: 'PDF tools' })).toMatchAriaSnapshot(`
      - group "PDF tools":
        - button "Previous page" [disabled]
        - status: Page 1 of 3
        - button "Next page"
        - spinbutton "Go to page"
        - button "Go"
        - button "Zoom out"
        - combobox "Zoom level"
        - button "Zoom in"
        - button "Download the PDF"
        - search:
          - searchbox "Search in the PDF"
          - button "Previous match" [disabled]
          - button "Next match" [disabled]
          - status
    `);
    await expect(pdfPage(page, 'Page 1')).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(pageStatus(page)).toHaveText('Page 2 of 3');
    const order: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLInputElement | null;
          return focused?.getAttribute('aria-label') ?? focused?.labels?.[0]?.textContent ?? focused?.textContent ?? '';
        }),
      );
    }
    expect(order).toEqual(
      ['Go to page', 'Go', 'Zoom out', 'Zoom level', 'Zoom in', 'Download the PDF', 'Search in the PDF'].map((name) =>
        expect.stringContaining(name),
      ),
    );
  });

  test('night mode darkens the viewer, and Turkish relabels it', async ({ page }) => {
    await openUnitSheet(page);
    const viewer = page.getByTestId('core__viewer');
    await expect(viewer).toHaveClass(/rpv-core__viewer--light/);
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Turn on night mode' }).click();
    await expect(viewer).toHaveClass(/rpv-core__viewer--dark/);
    await page.getByRole('button', { name: 'Turn off night mode' }).click();
    await expect(viewer).toHaveClass(/rpv-core__viewer--light/);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sonraki sayfa' })).toBeVisible();
    await expect(pageStatus(page)).toHaveText('Sayfa 1 / 3');
    await expect(
      page.getByRole('region', { name: 'PDF sayfaları' }).getByLabel('Sayfa 1', { exact: true }),
    ).toBeVisible();
  });

  test('on a 375 × 812 phone the PDF opens at readable text, its tools in one row within the screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openUnitSheet(page);
    // A4 fitted to the phone's width drew this 12 pt text at 6.5 px: it opens at 12 px or more.
    await expect.poll(() => drawnSize(page, bodyLine)).toBeGreaterThanOrEqual(12);
    // The page is wider than the screen then: it scrolls sideways inside the viewer, the screen does not.
    const pages = page.getByRole('region', { name: 'Pages of the PDF' });
    expect(await pages.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // One row: where the student is, zoom, download and the way to the other tools, all on screen.
    const toolbar = page.getByRole('group', { name: 'PDF tools' });
    expect((await toolbar.boundingBox())?.height).toBeLessThanOrEqual(60);
    await expect(toolbar.getByText('1 / 3', { exact: true })).toBeVisible();
    await expect(pageStatus(page)).toHaveText('Page 1 of 3');
    for (const name of ['Previous page', 'Next page', 'Zoom out', 'Zoom in', 'Download the PDF']) {
      await expect(toolbar.getByRole('button', { name })).toBeVisible();
    }
    await expectWithinScreen(toolbar);
    // The page starts in the top third of the screen, under the shell's compact top bar.
    const pageTop = (await page.getByTestId('core__page-layer-0').boundingBox())?.y ?? Infinity;
    expect(pageTop).toBeLessThanOrEqual(phone.height / 3);

    // Search, the page box and the zoom level are one tap away, wrapping under the row, never sideways.
    const more = page.getByRole('button', { name: 'Search and more tools' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Search in the PDF' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).toHaveText('100%');
    await expect(page.getByRole('spinbutton', { name: 'Go to page' })).toBeVisible();
    await expectWithinScreen(toolbar);
    expect((await toolbar.boundingBox())?.height).toBeLessThanOrEqual(phone.height * 0.2);
    await page.getByRole('searchbox', { name: 'Search in the PDF' }).fill('Friday');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pdf-search-result')).toHaveText('Match 1 of 1');
    await expect(toolbar.getByText('3 / 3', { exact: true })).toBeVisible();
    // The page area scrolled to the match (the area itself may reach below this test's shell).
    const matchInArea = () =>
      pdfPage(page, 'Page 3')
        .locator('.rpv-search__highlight')
        .first()
        .evaluate((match) => {
          const area = match.closest('[role="region"]')?.getBoundingClientRect();
          const box = match.getBoundingClientRect();
          return area !== undefined && box.top >= area.top && box.bottom <= area.bottom;
        });
    await expect.poll(matchInArea).toBe(true);
  });

  test('from 600 px the document opens at its width, readable there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openUnitSheet(page);
    await expect(page.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).toHaveText('Fit width');
    const pages = page.getByRole('region', { name: 'Pages of the PDF' });
    expect(await pages.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    expect(await drawnSize(page, bodyLine)).toBeGreaterThan(12);
  });

  test('the page area is a named region in the tab order that the keyboard scrolls', async ({ page }) => {
    await openUnitSheet(page);
    await page.getByRole('searchbox', { name: 'Search in the PDF' }).focus();
    await page.keyboard.press('Tab');
    const pages = page.getByRole('region', { name: 'Pages of the PDF' });
    await expect(pages).toBeFocused();
    const before = await pages.evaluate((region) => region.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(() => pages.evaluate((region) => region.scrollTop)).toBeGreaterThan(before);
  });

  test('a page jump glides, and with reduced motion asked for it is one step', async ({ page }) => {
    /** The distinct places the page area scrolls through while Next page takes it to page 2. */
    const scrollStepsToPage2 = async () => {
      const pages = page.getByRole('region', { name: 'Pages of the PDF' });
      await pages.evaluate((region) => {
        const steps: number[] = [];
        Object.assign(window, { scrollSteps: steps });
        region.addEventListener('scroll', () => steps.push(region.scrollTop));
      });
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(pageStatus(page)).toHaveText('Page 2 of 3');
      await expect(pdfPage(page, 'Page 1')).not.toBeInViewport({ ratio: 0.01 });
      return page.evaluate(() => new Set((window as unknown as { scrollSteps: number[] }).scrollSteps).size);
    };

    await openUnitSheet(page);
    expect(await scrollStepsToPage2()).toBeGreaterThan(2);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
    expect(await scrollStepsToPage2()).toBe(1);
  });

  test('the PDF screen links back to its place in the course', async ({ page }) => {
    await openUnitSheet(page);
    await page.getByRole('link', { name: 'Back to B1 Orta Seviye İngilizce' }).click();
    await page.waitForURL('**/CourseDetail/101/1001/5001');
    await expect(page.locator('#topic-5001')).toBeFocused();
  });

  test('the page does not move when the PDF has loaded, its toolbar appears and it zooms to readable text', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page);
    await recordLayoutShifts(page);
    await page.goto(unitSheet.path);
    await expect(textLayer(page, 0)).toContainText('Unit 1: Present Simple');
    await expect(page.getByRole('group', { name: 'PDF tools' })).toBeVisible();
    await expect.poll(() => drawnSize(page, bodyLine)).toBeGreaterThanOrEqual(12);
    const shifts = await layoutShifts(page);
    expect(shifts.total, `shifted: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });
});

test.describe('PDF on a touch phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a pinch zooms the page, not the app, following the fingers; a double tap zooms in and back', async ({
    page,
    context,
  }) => {
    await openUnitSheet(page);
    await expect.poll(() => drawnSize(page, bodyLine)).toBe(12);
    const pages = page.getByRole('region', { name: 'Pages of the PDF' });
    const area = await pages.boundingBox();
    if (!area) throw new Error('The pages are not on screen');
    const x = area.x + area.width / 2;
    const y = area.y + 120;
    // Real touch input, as a phone's screen sends it (the browser's own pinch zoom would take it
    // if the page area let it).
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([pointX, pointY], id) => ({ x: pointX, y: pointY, id })),
      });
    const pagesTransform = () =>
      pages.evaluate((box) => getComputedStyle(box.firstElementChild as HTMLElement).transform);

    await touch('touchStart', [
      [x - 30, y],
      [x + 30, y],
    ]);
    for (const spread of [40, 50, 60]) {
      await touch('touchMove', [
        [x - spread, y],
        [x + spread, y],
      ]);
    }
    // While the fingers move the pages follow them at once (scaled as a layer), before they are drawn anew.
    expect(await pagesTransform()).toMatch(/^matrix\(2, 0, 0, 2,/);
    await touch('touchEnd', []);
    await expect.poll(() => drawnSize(page, bodyLine)).toBeCloseTo(24, 0);
    expect(await pagesTransform()).toBe('none');
    // The app around the pages did not zoom, and the screen still does not scroll sideways.
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    const doubleTap = async () => {
      for (let tap = 0; tap < 2; tap += 1) {
        await touch('touchStart', [[x, y]]);
        await touch('touchEnd', []);
      }
    };
    // Zoomed by a pinch, a double tap returns to the reading size; at it, a double tap zooms in twice as far.
    await doubleTap();
    await expect.poll(() => drawnSize(page, bodyLine)).toBe(12);
    await doubleTap();
    await expect.poll(() => drawnSize(page, bodyLine)).toBe(24);
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
  });
});
