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
});
