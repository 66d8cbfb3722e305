import { expect, signIn, test } from './support/fixtures';

test.describe('preferences', () => {
  test('night mode switches the dark theme and survives a reload', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Turn on night mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
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
