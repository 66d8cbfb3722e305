import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

async function expectParams(page: Page, params: Record<string, string>) {
  for (const [name, value] of Object.entries(params)) {
    await expect(page.locator(`[data-param="${name}"]`)).toHaveText(value);
  }
}

test.describe('routes with ids known only at run time', () => {
  test('direct load and reload of a protected dynamic route keep the real ids', async ({ page }) => {
    await signIn(page);
    await page.goto('/CourseDetail/101/1002/5005');
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    await expect(page.locator('#topic-5005')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    await expect(page.locator('#topic-5005')).toBeFocused();
    await page.goto('/SinaviCoz/9/31');
    await expect(page.getByRole('heading', { level: 1, name: 'E-YDS practice exam' })).toBeVisible();
    await expectParams(page, { sinavid: '9', enrollid: '31' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('in-app links, back and forward stay client-side and show the right ids', async ({ page }) => {
    await signIn(page);
    const firstCourse = page.getByTestId('course-enrollments').getByRole('link').first();
    const href = await firstCourse.getAttribute('href');
    const courseId = href?.split('/').pop() ?? '';
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url());
    });

    const courseName = (await firstCourse.locator('span').first().textContent()) ?? '';

    await firstCourse.click();
    await page.waitForURL(`**/CourseDetail/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    await page.goBack();
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByTestId('course-enrollments')).toBeVisible();
    await page.goForward();
    await page.waitForURL(`**/CourseDetail/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    await page.getByRole('link', { name: 'My courses' }).click();
    await page.getByTestId('course-enrollments').getByRole('link').nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toHaveCount(0);
    expect(documentLoads).toEqual([]);
  });

  test('a malformed id in a route is not found, with the way home', async ({ page }) => {
    await signIn(page);
    for (const path of ['/CourseDetail/abc', '/CourseDetail/101/abc/5005', '/PdfGoster/-1', '/SinavOzeti/1e3']) {
      await page.goto(path);
      const notFound = page.getByRole('alert').filter({ hasText: /does not exist or has moved|could not be found/ });
      await expect(notFound).toBeVisible();
      await notFound.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: 'Go to my courses' })).toBeVisible();
    }
  });

  test('a guest on a protected route is sent to the home page', async ({ page }) => {
    await page.goto('/CourseDetail/77');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/bu-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const tooDeep = await page.goto('/SinaviCoz/9');
    expect(tooDeep?.status()).toBe(404);
  });
});
