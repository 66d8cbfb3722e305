import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readBudgetMs } from '../lib/config/ui';
import { countdown, openExam, option, ydsExam } from './support/exam';
import { expect, signIn, test } from './support/fixtures';
import { goOfflineWithEmptyHttpCache } from './support/service-worker';

const phone = { width: 375, height: 812 };
const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const accountButton = (page: Page) => banner(page).getByRole('button', { name: 'Account menu for Ayşe Yılmaz' });

async function height(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box?.height ?? Infinity;
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('the student shell on a phone', () => {
  test.use({ viewport: phone });

  test('one compact top bar on the course list and the PDF page, the destinations in a bottom bar', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
    const nav = await mainNav(page).boundingBox();
    expect(nav && Math.round(nav.y + nav.height)).toBe(phone.height);

    await page.goto('/PdfGoster/9002');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
  });

  test('the bottom bar reaches each destination, the unread count on Notifications', async ({ page }) => {
    await signIn(page);
    await expect(mainNav(page).getByTestId('unread-count')).toHaveText('3');
    const destinations = [
      { name: 'Notifications 3 unread notifications', path: '/notifs' },
      { name: 'Offline videos', path: '/OffllineInfoPage' },
      { name: 'Help', path: '/yardim' },
      { name: 'My courses', path: '/ogrenimIcerigi' },
    ];
    for (const { name, path } of destinations) {
      const link = mainNav(page).getByRole('link', { name, exact: true });
      await link.click();
      await page.waitForURL(`**${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      const box = await link.boundingBox();
      expect(box && box.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the account menu works by keyboard: night mode, language, sign-out, Escape back to its button', async ({
    page,
  }) => {
    await signIn(page);
    const toggle = accountButton(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Turn on night mode' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Turn off night mode' })).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('Tab');
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toBeFocused();
    await language.selectOption('tr-TR');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurslarım' })).toBeVisible();
    const signOut = page.getByRole('button', { name: 'Çıkış yap' });
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    await expect(signOut).toBeEnabled();

    await page.keyboard.press('Escape');
    const turkishToggle = banner(page).getByRole('button', { name: 'Ayşe Yılmaz için hesap menüsü' });
    await expect(turkishToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(turkishToggle).toBeFocused();
    await expect(signOut).toBeHidden();
  });

  test('a tap outside closes the menu; a control focused near the bottom is not under the bar', async ({ page }) => {
    await signIn(page);
    await accountButton(page).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // A tap on the page, away from the open panel.
    await page.mouse.click(10, 600);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();

    await mainNav(page).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL('**/yardim');
    const send = page.getByRole('button', { name: 'Send' });
    await send.focus();
    const [control, bar] = await Promise.all([send.boundingBox(), mainNav(page).boundingBox()]);
    expect(control && bar && control.y + control.height).toBeLessThanOrEqual(bar?.y ?? 0);
  });
});

test.describe('the header on a phone (issue 22)', () => {
  test.use({ viewport: phone });

  test('the school’s name is never cut off, in Turkish and with the offline badge; no badge for zero unread', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await accountButton(page).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    const name = banner(page).getByText('Öğrenci Portalı', { exact: true });
    await expect(name).toBeVisible();
    const whole = () => name.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await whole()).toBe(true);
    // Only the header's offline badge is looked at: no page loads while offline (checked below),
    // and the network is cut as every offline test cuts it, the HTTP cache emptied and bypassed.
    const pagesLoadedOffline: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pagesLoadedOffline.push(request.url());
    });
    await goOfflineWithEmptyHttpCache(page);
    await expect(banner(page).getByText('Çevrimdışı', { exact: false }).first()).toBeVisible();
    expect(await whole()).toBe(true);
    const box = await name.boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? Infinity)).toBeLessThanOrEqual(phone.width);
    expect(pagesLoadedOffline).toEqual([]);
    await context.setOffline(false);

    // Every notification read: the count says nothing, no "0" badge.
    const turkishNav = page.getByRole('navigation', { name: 'Ana menü' });
    await turkishNav.getByRole('link', { name: /^Bildirimler/ }).click();
    await page.getByRole('button', { name: 'Tümünü okundu olarak işaretle' }).click();
    await expect(turkishNav.getByTestId('unread-count')).toHaveCount(0);
  });
});

test.describe('the header with the saved-copy note', () => {
  for (const locale of ['en-US', 'tr-TR'] as const) {
    test(`${locale}: the school’s name stays whole beside the note, which says in words what its time is`, async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await page.setViewportSize(phone);
      await signIn(page);
      if (locale === 'tr-TR') {
        await accountButton(page).click();
        await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
        await page.keyboard.press('Escape');
      }
      // The course list's read goes unanswered: its kept copy is drawn, and once the read budget has
      // passed the header says when that copy was saved.
      await context.route(
        (url) => url.pathname === '/api/v1/courseenrollments/userEnrollmentsSimple',
        () => undefined,
      );
      await page.goto('/ogrenimIcerigi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.runFor(readBudgetMs);
      const note = banner(page).getByTestId('kept-copy-note');
      const words = locale === 'en-US' ? /^Saved \d{1,2}:\d\d [AP]M$/ : /^Kaydedildi: \d\d:\d\d$/;
      const name = banner(page).getByText(locale === 'en-US' ? 'Student Portal' : 'Öğrenci Portalı', { exact: true });

      for (const width of [phone.width, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(note.getByText(words)).toBeVisible();
        // Whole: no word of it wider than its box, nothing drawn over it.
        expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        const nameBox = await name.boundingBox();
        const nameRight = (nameBox?.x ?? 0) + (nameBox?.width ?? Infinity);
        const next =
          width >= 1024 ? page.getByTestId('main-navigation') : banner(page).getByTestId('connection-status');
        expect(nameRight).toBeLessThanOrEqual((await next.boundingBox())?.x ?? 0);
        expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
        await expectNoSidewaysScroll(page);
      }
      for (const nightMode of [false, true]) {
        if (nightMode)
          await page
            .getByRole('button', { name: /^(Turn on night mode|Gece modunu aç)$/, includeHidden: true })
            .dispatchEvent('click');
        const { violations } = await new AxeBuilder({ page })
          .include('header')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
      }
    });
  }
});

test.describe('no sideways scroll on narrow phones', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px, public and student screens fit the width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
      await signIn(page);
      for (const path of ['/ogrenimIcerigi', '/notifs', '/yardim', '/OffllineInfoPage', '/CourseDetail/101']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
      }
    });
  }
});

test.describe('the home page', () => {
  test.use({ viewport: phone });

  test('says what the portal offers and opens a shared video from its link or number', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your language school' })).toBeVisible();
    const offers = page.getByRole('region', { name: 'Everything for your course in one place' });
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
      'Your courses',
      'Video lessons, offline too',
      'PDF materials',
      'Live classes',
      'Practice exams',
    ]);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const link = page.getByLabel('Video link or number');
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This is not a video link of the portal.' })).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');

    await link.fill('https://portal.example.com/misafirGirisi/9001');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    await page.waitForURL('**/misafirGirisi/9001');
    // The seeded shared video; its title replaces the screen's name once the material arrives.
    const title = 'Konu Anlatımı: Present Simple ve Present Continuous';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Language School Student Portal`);
  });

  test('in Turkish and night mode too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.getByRole('button', { name: 'Gece modunu aç' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 2, name: 'Paylaşılan bir videoyu izleyin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  });
});

test.describe('the desktop header', () => {
  for (const width of [1024, 1440]) {
    test(`fits one row at ${width} px with the navigation inline`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      expect(await height(page, banner(page))).toBeLessThan(80);
      const [header, nav] = await Promise.all([banner(page).boundingBox(), mainNav(page).boundingBox()]);
      expect(nav && header && nav.y + nav.height).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('the exam shell', () => {
  for (const viewport of [phone, { width: 1440, height: 900 }]) {
    test(`at ${viewport.width} px the timer and connection stay in view and a focused answer is not under them`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      await openExam(page, ydsExam);
      expect(await height(page, banner(page))).toBeLessThanOrEqual(64);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The question is scrolled away under the sticky bar, so focusing its answer must scroll back.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect(countdown(page)).toBeInViewport();
      await expect(page.getByTestId('connection-status')).toBeInViewport();

      const first = option(page, 'A');
      await first.focus();
      const [answerBox, timerBox, connectionBox] = await Promise.all([
        first.boundingBox(),
        countdown(page).boundingBox(),
        page.getByTestId('connection-status').boundingBox(),
      ]);
      const barBottom = Math.max(
        (timerBox?.y ?? 0) + (timerBox?.height ?? 0),
        (connectionBox?.y ?? 0) + (connectionBox?.height ?? 0),
      );
      expect(answerBox?.y).toBeGreaterThanOrEqual(barBottom);
    });
  }
});
