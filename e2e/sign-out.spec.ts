import { expect, signInThroughProvider, openAccountMenu, test } from './support/fixtures';

test('signing out clears the session and goes through the provider logout', async ({ page, baseURL }) => {
  await signInThroughProvider(page);
  const siteOrigin = new URL(baseURL ?? '').origin;
  const idToken = await page.evaluate(() => JSON.parse(localStorage.getItem('id_token') ?? '{}').value as string);
  expect(idToken.split('.')).toHaveLength(3);

  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/logout');
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  const logoutUrl = new URL((await logout).url());
  expect(logoutUrl.searchParams.get('id_token_hint')).toBe(idToken);
  expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${siteOrigin}/`);

  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() =>
    ['token', 'refresh', 'id_token', 'user'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null, null]);
});
