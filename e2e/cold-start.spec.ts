import type { Page } from '@playwright/test';
import { expect, signIn, siteApiUrl, test } from './support/fixtures';

const enrollmentsUrl = `${siteApiUrl}/api/v1/courseenrollments/userEnrollmentsSimple`;

/** Every GET the page sends to `url` (preflights are OPTIONS, not counted). */
function recordReads(page: Page, url: string) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === url) reads.push(request.url());
  });
  return reads;
}

test.describe('before the app’s scripts', () => {
  // A worker would answer the scripts from its precache, past page.route.
  test.use({ serviceWorkers: 'block' });

  test('the page’s head asks for the enrollments with no script of the app at all', async ({ page }) => {
    await signIn(page);
    // No script file of the app reaches the page: only the exported HTML's own inline script can ask.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    const asked = page.waitForRequest((request) => request.method() === 'GET' && request.url() === enrollmentsUrl);
    await page.goto('/ogrenimIcerigi');
    expect((await asked).headers().authorization).toMatch(/^Bearer \S+$/);
  });
});

test.describe('cold start of a returning student', () => {
  test('the course list’s enrollments are read once, not twice, and the courses are shown', async ({ page }) => {
    await signIn(page);
    const reads = recordReads(page, enrollmentsUrl);
    await page.goto('/ogrenimIcerigi');
    await expect(page.getByTestId('course-enrollments').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('exam-enrollments').getByRole('link')).toHaveCount(2);
    expect(reads).toHaveLength(1);
  });

  test('a deep-linked video’s own read is sent once too, beside the enrollments', async ({ page }) => {
    await signIn(page);
    const enrollmentReads = recordReads(page, enrollmentsUrl);
    const materialReads = recordReads(page, `${siteApiUrl}/api/v1/materials/9001`);
    await page.goto('/VideoGoster/9001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Konu Anlatımı: Present Simple ve Present Continuous' }),
    ).toBeVisible();
    expect(enrollmentReads).toHaveLength(1);
    expect(materialReads).toHaveLength(1);
  });

  test('the home page sends no early read', async ({ page }) => {
    await signIn(page);
    const reads = recordReads(page, enrollmentsUrl);
    await page.goto('/');
    // The app is up and knows the session: the head's script ran long before.
    await expect(page.getByRole('link', { name: 'Go to my courses' })).toBeVisible();
    expect(reads).toHaveLength(0);
  });
});

test.describe('a browser without what the portal needs', () => {
  const notice = (page: Page) =>
    page.getByRole('heading', { level: 2, name: 'This browser cannot run the student portal' });
  const missing = {
    IndexedDB: () => Object.defineProperty(window, 'indexedDB', { value: undefined }),
    'crypto.getRandomValues': () => Object.defineProperty(Crypto.prototype, 'getRandomValues', { value: undefined }),
  };

  test('a browser with everything never sees the notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });

  for (const [feature, remove] of Object.entries(missing)) {
    test(`without ${feature} it says which browsers work, in both languages, and starts nothing`, async ({ page }) => {
      await page.addInitScript(remove);
      await page.goto('/');
      await expect(notice(page)).toBeVisible();
      await expect(page.locator('#unsupported-browser')).toHaveText(
        'This browser cannot run the student portal' +
          'The portal works in current versions of Chrome, Edge, Firefox, Samsung Internet and Safari (on an iPhone or iPad with iOS 15 or later, or on a Mac). Please open it in one of them, or update this browser.' +
          'Bu tarayıcı öğrenci portalını çalıştıramıyor' +
          'Portal; Chrome, Edge, Firefox, Samsung Internet ve Safari’nin (iOS 15 ya da sonrası yüklü iPhone veya iPad’de ya da Mac’te) güncel sürümlerinde çalışır. Lütfen portalı bunlardan birinde açın ya da bu tarayıcıyı güncelleyin.',
      );
      // The Turkish words are marked as Turkish, so a screen reader speaks them as such.
      await expect(page.locator('#unsupported-browser [lang="tr-TR"] h2')).toHaveText(
        'Bu tarayıcı öğrenci portalını çalıştıramıyor',
      );
      // Nothing of the app is on screen, nor started: no sign-in, no service worker.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    });
  }
});
