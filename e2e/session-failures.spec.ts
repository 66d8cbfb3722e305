import { addFault, expect, signIn, test } from './support/fixtures';

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';

test.describe('session failures and bad input', () => {
  test('a 401 from the API clears the session and lands on /loginProblem', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: enrollmentsPath, status: 401, body: '{"message":"Unauthorized"}' });
    await page.goto('/notifs');
    await page.waitForURL('**/loginProblem');
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    // product.md section 8's words for a 401.
    await expect(page.getByText('Authentication failed.')).toBeVisible();
    const stored = await page.evaluate(() => ['token', 'refresh', 'user'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null, null]);
    await page.goto('/ogrenimIcerigi');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an API answering HTML gets a clear message and a retry that works', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, {
      path: enrollmentsPath,
      status: 200,
      contentType: 'text/html',
      body: '<html><body>Captive portal</body></html>',
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Your course data is invalid.' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The server sent data the portal could not read.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  });

  test('a server error loading the courses is explained, not a blank page', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: enrollmentsPath, status: 503, body: 'down', times: 10 });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your courses could not be loaded.' })).toBeVisible();
  });

  test('a failed unread-count fetch shows 0', async ({ page, request }) => {
    await addFault(request, { path: '/api/v1/notificationdetails/getByUserId', status: 500, times: 10 });
    await signIn(page);
    await expect(page.getByRole('link', { name: 'Notifications 0 unread notifications' })).toBeVisible();
  });

  test('garbage in local storage is treated as absent and the page stays usable', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', '{not json');
      localStorage.setItem('user', JSON.stringify({ value: '<script>alert(1)</script>', savedAt: Date.now() }));
      localStorage.setItem('nightMode', 'javascript:alert(1)');
      localStorage.setItem('id_token', '42');
    });
    await page.goto('/ogrenimIcerigi');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const left = await page.evaluate(() => ['token', 'user', 'nightMode'].map((key) => localStorage.getItem(key)));
    expect(left).toEqual([null, null, null]);
  });
});
