import type { APIRequestContext, Page } from '@playwright/test';
import { addFault, demoApiUrl, expect, signIn, students, openAccountMenu, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

/** Ayşe's seeded notifications, newest first (docs/api.md, demo data); the demo serves them oldest first. */
const ayseTitles = [
  'Canlı ders hatırlatması',
  'Yeni deneme sınavı yayında',
  'Ödev teslim tarihi yaklaşıyor',
  'Çevrimdışı video izleme',
  'Planlı bakım',
  'Kayıt yenileme dönemi',
  'Hoş geldiniz!',
];

/** The Notifications destination of the main navigation, whose name ends with the unread count. */
const bell = (page: Page, count: string) =>
  page.getByTestId('main-navigation').getByRole('link', { name: new RegExp(`^(Notifications|Bildirimler) ${count}$`) });
const items = (page: Page) => page.getByTestId('notification');
const item = (page: Page, title: string) => items(page).filter({ has: page.getByRole('heading', { name: title }) });
const opener = (page: Page, title: string) => item(page, title).getByRole('button');

/** What the demo server holds: which of the student's notifications are read. */
async function serverReadIds(request: APIRequestContext, username = students.ayse.username): Promise<number[]> {
  const response = await request.get(`${demoApiUrl}/__demo/notifications?user=${username}`);
  expect(response.ok()).toBe(true);
  const notifications = (await response.json()) as Array<{ id: number; sended: boolean }>;
  return notifications
    .filter((notification) => notification.sended)
    .map((notification) => notification.id)
    .sort();
}

async function openNotifications(page: Page) {
  await bell(page, '3 unread notifications').click();
  await page.waitForURL('**/notifs');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(items(page)).toHaveCount(ayseTitles.length);
}

test.use({ viewport: { width: 375, height: 740 } });

test.describe('notifications', () => {
  test('the list is newest first with unread ones marked; reading one shows it all, drops the badge and survives a reload', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await openNotifications(page);
    await expect(page).toHaveTitle(/^Notifications · /);
    await expect(page.getByTestId('notification-title')).toHaveText(ayseTitles);
    await expect(items(page).first().locator('time')).toHaveText('1 hour ago');
    await expect(page.getByTestId('unread-summary')).toHaveText('3 unread notifications');
    // Unread is said in words (the button's name), not only by colour.
    await expect(page.getByRole('button', { name: /Unread$/ })).toHaveCount(3);
    await expect(opener(page, 'Ödev teslim tarihi yaklaşıyor')).toHaveAccessibleName(
      'Ödev teslim tarihi yaklaşıyor Unread',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const homework = opener(page, 'Ödev teslim tarihi yaklaşıyor');
    await expect(homework).toHaveAttribute('aria-expanded', 'false');
    const fullMessage = item(page, 'Ödev teslim tarihi yaklaşıyor').getByTestId('notification-message');
    await expect(fullMessage).toBeHidden();
    const marked = page.waitForRequest(
      (sent) => sent.method() === 'PUT' && sent.url().endsWith('/api/v1/notificationdetails/sended/300'),
    );
    await homework.click();
    expect((await marked).postDataJSON()).toEqual({ id: 300 });
    await expect(homework).toHaveAttribute('aria-expanded', 'true');
    await expect(fullMessage).toBeVisible();
    await expect(fullMessage).toContainText('Geç teslim edilen ödevler değerlendirmeye alınmayacaktır.');
    await expect(bell(page, '2 unread notifications')).toBeVisible();
    await expect(homework).toHaveAccessibleName('Ödev teslim tarihi yaklaşıyor');
    await expect(page.getByTestId('unread-summary')).toHaveText('2 unread notifications');
    await expect.poll(() => serverReadIds(request)).toEqual([296, 297, 298, 299, 300]);

    await page.reload();
    await expect(bell(page, '2 unread notifications')).toBeVisible();
    await expect(item(page, 'Ödev teslim tarihi yaklaşıyor')).toHaveAttribute('data-unread', 'false');
    await expect(page.getByRole('button', { name: /Unread$/ })).toHaveCount(2);

    // By keyboard as well.
    await opener(page, 'Canlı ders hatırlatması').focus();
    await page.keyboard.press('Enter');
    await expect(opener(page, 'Canlı ders hatırlatması')).toHaveAttribute('aria-expanded', 'true');
    await expect(bell(page, '1 unread notification')).toBeVisible();
    await expect(page.getByTestId('unread-summary')).toHaveText('1 unread notification');

    // The chosen language: title, count and relative dates.
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    await expect(bell(page, '1 okunmamış bildirim')).toBeVisible();
    await expect(items(page).first().locator('time')).toHaveText('1 saat önce');
    await expect(item(page, 'Kayıt yenileme dönemi').locator('time')).toHaveText('9 gün önce');
    await expect(opener(page, 'Yeni deneme sınavı yayında')).toHaveAccessibleName(
      'Yeni deneme sınavı yayında Okunmadı',
    );
  });

  test('mark all as read clears every unread one, on screen, in the bell and on the server', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await openNotifications(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page, '0 unread notifications')).toBeVisible();
    await expect(page.getByTestId('unread-summary')).toHaveText('You have read every notification.');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(items(page).and(page.locator('[data-unread="true"]'))).toHaveCount(0);
    await expect.poll(() => serverReadIds(request)).toEqual([296, 297, 298, 299, 300, 301, 302]);

    await page.reload();
    await expect(bell(page, '0 unread notifications')).toBeVisible();
    await expect(page.getByTestId('unread-summary')).toHaveText('You have read every notification.');
  });

  test('offline, the list last seen comes from the service worker and a read mark is queued, then sent after reconnecting', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    // Loaded once under the worker, the list and the count are kept for offline use.
    await page.goto('/notifs');
    await expect(items(page)).toHaveCount(ayseTitles.length);
    // The count is asked for once the screen is drawn, after the list.
    await expect(bell(page, '3 unread notifications')).toBeVisible();

    // Nothing may come from the browser's HTTP cache: only the worker can answer offline.
    await context.route('**/*', (route) => route.continue());
    await context.setOffline(true);
    await expect(page.getByTestId('connection-status')).toContainText('Offline');
    const listAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/v1/notificationdetails/getAllByUserId'),
    );
    const pageAnswer = await page.reload();
    expect(pageAnswer?.fromServiceWorker()).toBe(true);
    expect((await listAnswer).fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('connection-status')).toContainText('Offline');
    await expect(page.getByTestId('notification-title')).toHaveText(ayseTitles);
    await expect(bell(page, '3 unread notifications')).toBeVisible();
    // Pages opened offline are not logged (decision 51): nothing waits yet.
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);

    await opener(page, 'Yeni deneme sınavı yayında').click();
    await expect(item(page, 'Yeni deneme sınavı yayında').getByTestId('notification-message')).toContainText(
      '180 dakika sürer',
    );
    await expect(bell(page, '2 unread notifications')).toBeVisible();
    await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');

    // Still offline, a reload shows it read over the answers the worker kept.
    await page.reload();
    await expect(item(page, 'Yeni deneme sınavı yayında')).toHaveAttribute('data-unread', 'false');
    await expect(bell(page, '2 unread notifications')).toBeVisible();
    expect(await serverReadIds(request)).toEqual([296, 297, 298, 299]);

    await context.setOffline(false);
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
    await expect.poll(() => serverReadIds(request)).toEqual([296, 297, 298, 299, 301]);
    await page.reload();
    await expect(bell(page, '2 unread notifications')).toBeVisible();
    await expect(item(page, 'Yeni deneme sınavı yayında')).toHaveAttribute('data-unread', 'false');
  });

  test('the count shows 3, and a failed refresh when the tab regains focus resets it to 0', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await expect(bell(page, '3 unread notifications')).toBeVisible();
    await addFault(request, { path: '/api/v1/notificationdetails/getByUserId', status: 500, times: 100 });
    const failed = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/notificationdetails/getByUserId') && response.status() === 500,
    );
    // SWR refreshes on focus at most every few seconds: keep regaining focus until it asks.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(bell(page, '0 unread notifications')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await failed;
    expect(await serverReadIds(request)).toEqual([296, 297, 298, 299]);
  });

  test('a list the server sends in a wrong shape is explained, with a retry that works', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, {
      path: '/api/v1/notificationdetails/getAllByUserId',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { id: 302, title: 'x', body: 'old shape', createdAt: '2026-01-01T00:00:00Z', read: false },
      ]),
    });
    await bell(page, '3 unread notifications').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The server sent data the portal could not read.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(items(page)).toHaveCount(ayseTitles.length);
  });

  test('while loading a busy state is shown, and a student without notifications is told so', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await addFault(request, {
      path: '/api/v1/notificationdetails/getAllByUserId',
      hangMs: 2_000,
      status: 200,
      contentType: 'application/json',
      body: '[]',
    });
    await bell(page, '3 unread notifications').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your notifications…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You have no notifications yet.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  });

  test('a mark the server refuses is undone on screen and in the bell, and explained', async ({ page, request }) => {
    await signIn(page);
    await openNotifications(page);
    await addFault(request, {
      method: 'PUT',
      path: '/api/v1/notificationdetails/sended/301',
      status: 404,
      body: 'No such notification',
    });
    await opener(page, 'Yeni deneme sınavı yayında').click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The notification could not be marked as read. Request failed: No such notification' }),
    ).toBeVisible();
    await expect(bell(page, '3 unread notifications')).toBeVisible();
    await expect(item(page, 'Yeni deneme sınavı yayında')).toHaveAttribute('data-unread', 'true');
    expect(await serverReadIds(request)).toEqual([296, 297, 298, 299]);
  });
});

test.describe('notifications without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('negative control: with workers blocked and the HTTP cache bypassed, /notifs does not open offline', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/notifs');
    await expect(items(page)).toHaveCount(ayseTitles.length);
    await context.route('**/*', (route) => route.continue());
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});
