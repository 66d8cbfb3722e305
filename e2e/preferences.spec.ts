import type { Page } from '@playwright/test';
import { expect, signIn, openAccountMenu, test } from './support/fixtures';

/** A sentence only the Turkish catalogue holds: the scripts carrying it are that catalogue. */
const turkishOnly = 'Dil okulunuza hoş geldiniz';

function recordTurkishScripts(page: Page) {
  const found: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    found.push(
      response.text().then(
        (body) => (body.includes(turkishOnly) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((url) => url !== null);
}

/**
 * Every text the page's h1 takes, in order, from the first byte on. The static frame's English
 * words are not painted for a Turkish student (e2e/first-paint.spec.ts), so its h1 is skipped.
 */
function recordHeadings() {
  const seen: string[] = [];
  (window as unknown as { headings: string[] }).headings = seen;
  new MutationObserver(() => {
    const text = [...document.querySelectorAll('h1')]
      .find((h1) => !h1.closest('[data-startup-frame]'))
      ?.textContent?.trim();
    if (text && seen.at(-1) !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test.describe('preferences', () => {
  test('night mode switches the dark theme and survives a reload', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Turn on night mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await openAccountMenu(page);
    await expect(page.getByRole('button', { name: 'Turn off night mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the interface speaks English by default and Turkish on request, after reloads too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your language school');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dil okulunuza hoş geldiniz');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  });

  test('English pages never download the Turkish messages; a stored Turkish choice shows Turkish from the start', async ({
    page,
  }) => {
    const turkishScripts = recordTurkishScripts(page);
    await page.addInitScript(recordHeadings);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your language school');
    await page.waitForLoadState('networkidle');
    expect(await turkishScripts()).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(turkishOnly);
    expect(await turkishScripts()).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(turkishOnly);
    expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([turkishOnly]);
  });

  test('window titles follow the chosen language on public and protected pages', async ({ page }) => {
    const portal = { en: 'Language School Student Portal', tr: 'Dil Okulu Öğrenci Portalı' };
    await page.goto('/loginProblem');
    await expect(page).toHaveTitle(`You are not signed in · ${portal.en}`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await expect(page).toHaveTitle(`Giriş yapmadınız · ${portal.tr}`);
    await page.goto('/sunucuhatasi');
    await expect(page).toHaveTitle(`Sunucu hatası · ${portal.tr}`);
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(`Sayfa bulunamadı · ${portal.tr}`);
    await page.goto('/');
    await expect(page).toHaveTitle(`Dil okulunuza hoş geldiniz · ${portal.tr}`);
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en-US');

    await signIn(page);
    await expect(page).toHaveTitle(`My courses · ${portal.en}`);
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await expect(page).toHaveTitle(`Kurslarım · ${portal.tr}`);
    await page.goto('/yardim');
    await expect(page).toHaveTitle(`Yardım · ${portal.tr}`);
    await page.goto('/notifs');
    await expect(page).toHaveTitle(`Bildirimler · ${portal.tr}`);
    await page.goto('/CourseDetail/101');
    await expect(page).toHaveTitle(`B1 Orta Seviye İngilizce · ${portal.tr}`);
    await page.goto('/OffllineInfoPage');
    await expect(page).toHaveTitle(`Çevrimdışı kullanım rehberi · ${portal.tr}`);
  });
});
