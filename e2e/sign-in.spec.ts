import { expect, signIn, submitProviderForm, test } from './support/fixtures';

test.describe('signing in', () => {
  test('a student signs in through the identity provider and lands on the learning content', async ({ page }) => {
    await page.goto('/');
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const authorizeUrl = new URL((await authorize).url());
    expect(authorizeUrl.searchParams.get('scope')).toBe('read');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await expect(page.getByText('ayse.yilmaz')).toBeVisible();
    await submitProviderForm(page);

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
});
