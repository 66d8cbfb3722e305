import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  addFault,
  expect,
  heldPaths,
  openAccountMenu,
  releaseHeld,
  signIn,
  signInThroughProvider,
  students,
  test,
} from './support/fixtures';
import { deviceStorage, placesHolding } from './support/device-storage';
import { waitForServiceWorker, withoutHttpCache } from './support/service-worker';

const unreadCountPath = '/api/v1/notificationdetails/getByUserId';
const notificationsPath = '/api/v1/notificationdetails/getAllByUserId';
/** The first material a keep of course 101 reads (demo/seed/courses.mjs). */
const keptMaterialPath = '/api/v1/materials/9001';
const course = { id: 101, name: 'B1 Orta Seviye İngilizce' };

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
    ['token', 'refresh', 'id_token', 'user', 'session_id'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null, null, null]);
});

/**
 * The worker's own requests for `paths` from now on: resolves, once asked, when every one of them
 * that started has ended (answered or failed), so what the worker does with an answer has been done.
 */
function workerRequests(context: BrowserContext, paths: readonly string[]) {
  const open = new Set<Request>();
  const ours = (request: Request) =>
    request.serviceWorker() !== null && paths.includes(new URL(request.url()).pathname);
  context.on('request', (request) => ours(request) && open.add(request));
  const ended = (request: Request) => open.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return { settled: () => expect.poll(() => open.size).toBe(0) };
}

/** Marks a topic with the connection off; back online the server fails to take it: it stays unsent. */
async function leaveUnsentMark(page: Page, context: BrowserContext, request: Parameters<typeof addFault>[0]) {
  await page.goto('/CourseDetail/101/1002/5005');
  await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
  await context.setOffline(true);
  await page.locator('#topic-5005').getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');
  await addFault(request, {
    method: 'PUT',
    path: '/api/v1/topiccompletions/5005',
    status: 503,
    body: 'busy',
    times: 50,
  });
  const failedTry = page.waitForResponse(
    (response) => response.url().endsWith('/topiccompletions/5005') && response.status() === 503,
  );
  await context.setOffline(false);
  await failedTry;
}

test.describe('a session ends once, everywhere, before anything is forgotten', () => {
  test('signed out with three reads held open, nothing of the student stays on the device but their unsent work', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.clock.install();
    await withoutHttpCache(page);
    await signIn(page);
    await waitForServiceWorker(page);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').value as { Id?: string });
    await page.goto('/notifs');
    await expect(page.getByTestId('notification-title').first()).toBeVisible();
    const titles = await page.getByTestId('notification-title').allTextContents();
    await leaveUnsentMark(page, context, request);

    // A course keep's first material read, the notifications list and the unread count: held open by the API.
    for (const path of [keptMaterialPath, notificationsPath, unreadCountPath])
      await addFault(request, { method: 'GET', path, hold: true });
    const worker = workerRequests(context, [keptMaterialPath, notificationsPath, unreadCountPath]);
    await page.getByRole('button', { name: 'Keep this course on the phone' }).click();
    await page
      .getByRole('dialog', { name: `Keep ${course.name} on this phone` })
      .getByRole('button', { name: 'Keep on this phone' })
      .click();
    await expect.poll(() => heldPaths(request)).toEqual([keptMaterialPath]);
    await page
      .getByTestId('main-navigation')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect.poll(() => heldPaths(request)).toEqual([notificationsPath, keptMaterialPath].sort());
    // The bell's count is asked for again within the minute.
    await page.clock.runFor(60_000);
    await expect.poll(() => heldPaths(request)).toEqual([keptMaterialPath, notificationsPath, unreadCountPath].sort());
    const before = await deviceStorage(page);
    expect(before.caches['api-responses']?.length).toBeGreaterThan(0);
    expect(Object.keys(before.indexedDB)).toContain('kept-answers');

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Not everything is sent yet' })
      .getByRole('button', { name: 'Sign out and keep them' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The held reads land now, after the session ended: whatever they bring goes nowhere.
    expect(await releaseHeld(request)).toBe(3);
    await worker.settled();

    const after = await deviceStorage(page);
    const words = [students.ayse.displayName, students.ayse.username, 'Yılmaz', course.name, ...titles];
    if (user.Id) words.push(user.Id);
    // The unsent mark alone names the student: it waits for her next sign-in.
    expect(placesHolding(after, words)).toEqual(user.Id ? ['localStorage/offline_writes'] : []);
    expect(Object.keys(after.localStorage).sort()).toEqual(['offline_videos_count', 'offline_writes']);
    expect(JSON.parse(after.localStorage.offline_writes ?? '{}').value).toEqual([
      expect.objectContaining({ kind: 'topic-completion', courseId: 101 }),
    ]);
    expect(after.sessionStorage).toEqual({});
    expect(Object.keys(after.indexedDB)).not.toContain('kept-answers');
    for (const [name, stores] of Object.entries(after.indexedDB))
      for (const [store, records] of Object.entries(stores)) expect(records, `${name}/${store}`).toEqual([]);
    expect(after.caches['api-responses'] ?? []).toEqual([]);
    expect(after.caches['offline-videos']).toEqual([]);
    for (const [name, urls] of Object.entries(after.caches))
      expect(
        urls.filter((url) => url.includes('/api/')),
        name,
      ).toEqual([]);
  });

  test('a sign-out that cannot remove the student’s data says what is left, and Try again finishes it', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await expect(page.getByTestId('course-enrollments').getByRole('link').first()).toBeVisible();
    // A document of the site (an older version's page, say) holds the kept screens' database open and does not let go.
    const other = await context.newPage();
    await other.goto('/icon.svg');
    await other.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const opening = indexedDB.open('kept-answers');
          opening.onsuccess = () => {
            (window as unknown as { held: IDBDatabase }).held = opening.result;
            resolve();
          };
        }),
    );

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Some of your data is still on this device' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('listitem')).toHaveText([
      'Your course list, courses and notifications kept for a slow connection',
    ]);
    // Nothing of hers is drawn meanwhile, and the session is over.
    await expect(page.getByTestId('display-name')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await other.evaluate(() => (window as unknown as { held: IDBDatabase }).held.close());
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(
      await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)),
    ).not.toContain('kept-answers');
  });
});
