import type { APIRequestContext, Page } from '@playwright/test';
import {
  addFault,
  demoAuthUrl,
  expect,
  openAccountMenu,
  signIn,
  signInThroughProvider,
  siteAuthUrl,
  students,
  submitProviderForm,
  test,
} from './support/fixtures';

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';

/**
 * Ayşe signed in at the provider (its session cookies live on) and her access token is refused
 * (expired on a school computer): the portal ends her session.
 */
async function endSessionWith401(page: Page, request: APIRequestContext) {
  await signInThroughProvider(page);
  await addFault(request, { path: enrollmentsPath, status: 401, body: '{"message":"Unauthorized"}' });
  await page.goto('/notifs');
  await page.waitForURL('**/loginProblem');
}

/** The authorize request the next click sends, as a URL. */
const nextAuthorize = (page: Page) =>
  page.waitForRequest((request) => request.url().includes('/login/oauth/authorize')).then((r) => new URL(r.url()));

test.describe('signing in', () => {
  test('a student signs in through the identity provider, whose issuer ends in a slash, and lands on the learning content', async ({
    page,
  }) => {
    // The demo provider names itself `http://localhost:<port>/` (RFC 9207 compares it exactly).
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/callback');
    await page.goto('/');
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const authorizeUrl = new URL((await authorize).url());
    expect(authorizeUrl.searchParams.get('scope')).toBe('read');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await expect(page.getByText('ayse.yilmaz')).toBeVisible();
    await submitProviderForm(page);

    expect(new URL((await callback).url()).searchParams.get('iss')).toBe(`${siteAuthUrl}/`);
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('Hello, Ayşe Yılmaz');
    await expect(page.getByRole('link', { name: 'Notifications 3 unread notifications' })).toBeVisible();

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
    }));
    expect(JSON.parse(stored.user ?? '{}').value).toMatchObject({ FirstName: 'Ayşe', LastName: 'Yılmaz' });
    expect(JSON.parse(stored.token ?? '{}').savedAt).toEqual(expect.any(Number));
  });

  test('the identity provider’s sign-in page speaks the language the student chose', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Back in the portal, the student chooses Turkish: the next sign-in page is Turkish.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    expect(new URL((await authorize).url()).searchParams.get('ui_locales')).toBe('tr-TR');
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByLabel('Kullanıcı adı').fill('ayse.yilmaz');
    await page.getByLabel('Şifre').fill('wrong');
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı');
    await submitProviderForm(page);
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurslarım' })).toBeVisible();
  });

  test('a callback whose state does not match is refused', async ({ page }) => {
    await page.goto('/');
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await authorize;
    await page.getByLabel('Username').waitFor();

    await page.goto('/callback?code=stolen-code&state=forged-state');
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in could not be verified' })).toBeVisible();
    await expect(page).toHaveURL(/\/callback$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
  });

  test('a provider that gives no token ends in a clear message', async ({ page }) => {
    await page.goto('/');
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const state = new URL((await authorize).url()).searchParams.get('state');
    await page.getByLabel('Username').waitFor();

    await page.goto(`/callback?code=not-a-real-code&state=${state}`);
    await expect(page.getByRole('alert').filter({ hasText: 'We could not get your sign-in token' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the mobile deep link opens /callback carrying code and state', async ({ page }) => {
    await page.goto('/#/callback?code=from-app&state=from-app-state');
    await page.waitForURL('**/callback');
    // No login was started in this browser, so the callback is refused rather than trusted.
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in could not be verified' })).toBeVisible();
  });

  test('a signed-in student is offered the way back to the courses on the home page', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByText('Signed in as Ayşe Yılmaz.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my courses' }).click();
    await page.waitForURL('**/ogrenimIcerigi');
  });

  test('after a 401, "Sign in as someone else" reaches the provider’s form, not the previous account', async ({
    page,
    request,
  }) => {
    await endSessionWith401(page, request);
    await expect(page.getByRole('button', { name: 'Continue as Ayşe Yılmaz' })).toBeVisible();
    const authorize = nextAuthorize(page);
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    const authorizeUrl = await authorize;
    expect(authorizeUrl.searchParams.get('prompt')).toBe('login');
    // The provider still holds Ayşe's session, and asks for credentials all the same.
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(siteAuthUrl);

    await submitProviderForm(page, students.mehmet);
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByTestId('display-name')).toHaveText(`Hello, ${students.mehmet.displayName}`);
  });

  test('"Sign in as someone else" forgets the remembered name', async ({ page, request }) => {
    await endSessionWith401(page, request);
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await page.getByLabel('Password').waitFor();
    await page.goto('/loginProblem');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
  });

  test('after a 401, "Continue as" returns the same student', async ({ page, request }) => {
    await endSessionWith401(page, request);
    const authorize = nextAuthorize(page);
    await page.getByRole('button', { name: 'Continue as Ayşe Yılmaz' }).click();
    expect((await authorize).searchParams.has('prompt')).toBe(false);
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByTestId('display-name')).toHaveText(`Hello, ${students.ayse.displayName}`);
  });

  test('after signing out, signing in shows the provider’s form', async ({ page, baseURL }) => {
    await signInThroughProvider(page);
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
    await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a callback carrying another issuer is refused (RFC 9207)', async ({ page, request }) => {
    await endSessionWith401(page, request);
    const sentIssuers: string[] = [];
    // "Continue as": the provider's live session answers the authorize request with the redirect
    // to /callback at once. Its real code and state go on, with the issuer a mix-up would carry.
    await page.route(
      (url) => url.pathname === '/login/oauth/authorize',
      async (route) => {
        // Fetched from here, not by the browser: to this worker's provider, which the browser reaches as the site's.
        const ownProvider = route.request().url().replace(siteAuthUrl, demoAuthUrl);
        const answer = await route.fetch({ url: ownProvider, maxRedirects: 0 });
        const callback = new URL(answer.headers()['location'] ?? '');
        sentIssuers.push(callback.searchParams.get('iss') ?? '');
        callback.searchParams.set('iss', 'https://evil.example');
        await route.fulfill({ status: 303, headers: { location: callback.toString() } });
      },
    );
    await page.getByRole('button', { name: 'Continue as Ayşe Yılmaz' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in could not be verified' })).toBeVisible();
    expect(sentIssuers).toEqual([`${siteAuthUrl}/`]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
