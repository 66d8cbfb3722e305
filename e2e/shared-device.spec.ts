import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { reverseDecode } from '../lib/storage/reverse-encoding';
import {
  addFault,
  demoApiUrl,
  expect,
  heldPaths,
  releaseHeld,
  signIn,
  signInThroughProvider,
  students,
  openAccountMenu,
  submitProviderForm,
  test,
} from './support/fixtures';
import { deviceStorage, placesHolding } from './support/device-storage';
import { startExamIfAsked } from './support/exam';
import { waitForServiceWorker, withoutHttpCache } from './support/service-worker';

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';
const notificationsPath = '/api/v1/notificationdetails/getAllByUserId';
const unreadCountPath = '/api/v1/notificationdetails/getByUserId';

/** Seeded MP4 lesson of Ayşe's course 101 (demo/seed/courses.mjs), 8 s long. */
const mp4Video = { id: 9003, title: 'Vocabulary: Home and Family' };
const topicPath = '/CourseDetail/101/1002/5005';

const panel = (page: Page) => page.getByRole('region', { name: 'Watch offline' });
const storedValue = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, key);

/**
 * Everything one IndexedDB store of the site holds, [] when the database was never created (it is
 * then left uncreated: the app's own first open must still set it up).
 */
const storedRecords = (page: Page, database: string, store: string) =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction(storeName).objectStore(storeName).getAll();
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    [database, store] as const,
  );

/** The exam attempts on the device with an answer the server has not confirmed (decision 12: one record per answer). */
async function unsentAttemptIds(page: Page): Promise<string[]> {
  const answers = (await storedRecords(page, 'exam_attempts', 'answers')) as Array<{
    attemptId: string;
    seq: number;
    sentSeq: number;
  }>;
  return [...new Set(answers.filter((answer) => answer.seq > answer.sentSeq).map((answer) => answer.attemptId))];
}

/** The keys (`examId/enrollmentId`) of what `exams-offline` keeps in a store: papers, or what reopens attempts. */
const keptExamKeys = async (page: Page, store: 'papers' | 'attempts') =>
  ((await storedRecords(page, 'exams-offline', store)) as Array<{ key: string }>).map((kept) => kept.key);

/** What Cache Storage holds for the site: the worker's kept API answers and the downloaded video files. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls = async (name: string) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((key) => key.url) : [];
    return { api: await urls('api-responses'), videos: await urls('offline-videos') };
  });

async function accessToken(page: Page): Promise<string> {
  return reverseDecode(((await storedValue(page, 'token')) as string | null) ?? '') ?? '';
}

async function serverCompletions(request: APIRequestContext, token: string, courseId: number) {
  const response = await request.get(`${demoApiUrl}/api/v1/topiccompletions/getbycourse/${courseId}`, {
    headers: { tenant: 'root', Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { topicId: number; completed: number }[];
}

/** Ayşe leaves what a student leaves on a device: a downloaded video, a position in it, API answers the worker kept. */
async function leaveTraces(page: Page) {
  await page.goto(`/VideoGoster/${mp4Video.id}`);
  await panel(page).getByRole('button', { name: 'Download for offline viewing' }).click();
  await expect(panel(page)).toContainText('This video is downloaded on this device.', { timeout: 20_000 });
  await page
    .getByRole('button', { name: `Play, ${mp4Video.title}` })
    .first()
    .click();
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((media: HTMLVideoElement) => media.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(3.5);
  await video.evaluate((media: HTMLVideoElement) => media.pause());
  await expect.poll(() => storedValue(page, 'video_positions')).toHaveProperty(String(mp4Video.id));
  const cached = await cachedUrls(page);
  expect(cached.api.length).toBeGreaterThan(0);
  expect(cached.videos).toContainEqual(expect.stringContaining(`/offline-videos/${mp4Video.id}/`));
}

async function expectNoTraces(page: Page) {
  expect(await storedValue(page, 'video_positions')).toBeNull();
  expect(await cachedUrls(page)).toEqual({ api: [], videos: [] });
}

/** Marks a topic with the connection off: the mark waits in the write queue. */
async function markOffline(page: Page, context: BrowserContext) {
  await page.goto(topicPath);
  await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
  await context.setOffline(true);
  await page.locator('#topic-5005').getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');
}

async function signOutDirectly(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test.describe('a device shared by students', () => {
  test('after Ayşe signs out, Mehmet sees none of her downloaded videos, positions or kept API answers', async ({
    page,
    context,
  }) => {
    // Several sign-ins through the identity provider's real pages.
    test.slow();
    await page.clock.install();
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    await waitForServiceWorker(page);
    await leaveTraces(page);

    await signOutDirectly(page);
    await expectNoTraces(page);

    await signInThroughProvider(page, students.mehmet);
    await page.goto('/OffllineInfoPage');
    await expect(page.getByText('No videos are downloaded on this device.')).toBeVisible();
    await page.goto(`/OfflineVodGoster/${mp4Video.id}`);
    await expect(page.getByText('This video is not downloaded on this device.')).toBeVisible();
    const file = await page.evaluate(async (id) => {
      const response = await fetch(`/offline-videos/${id}/video.mp4`);
      return { status: response.status, fromWorker: navigator.serviceWorker.controller !== null };
    }, mp4Video.id);
    expect(file).toEqual({ status: 404, fromWorker: true });
    // Offline, Mehmet's screens come from the worker with his own answers only.
    await page.goto('/ogrenimIcerigi');
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('display-name')).toContainText(students.mehmet.displayName);
    await expect(page.getByText('A1 Başlangıç Seviyesi İngilizce').first()).toBeVisible();
    await expect(page.getByText('B1 Orta Seviye İngilizce')).toHaveCount(0);
  });

  test('a session ended by a 401 leaves nothing of the student readable or playable', async ({ page, request }) => {
    await page.clock.install();
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    await waitForServiceWorker(page);
    await leaveTraces(page);

    await addFault(request, {
      path: '/api/v1/courseenrollments/userEnrollmentsSimple',
      status: 401,
      body: '{"message":"Unauthorized"}',
    });
    await page.goto('/notifs');
    await page.waitForURL('**/loginProblem');
    await expectNoTraces(page);
    expect(await storedValue(page, 'offline_videos_count')).toBe(0);
  });

  test('signing out with a change not yet sent warns, and sends it first', async ({ page, context, request }) => {
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    await markOffline(page, context);
    // Back online, the server fails the first try: the mark stays queued.
    await addFault(request, { method: 'PUT', path: '/api/v1/topiccompletions/5005', status: 503, body: 'busy' });
    const failedTry = page.waitForResponse(
      (response) => response.url().endsWith('/topiccompletions/5005') && response.status() === 503,
    );
    await context.setOffline(false);
    await failedTry;
    await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not everything is sent yet' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 change made offline, not yet sent');
    await expect(dialog).toHaveAccessibleDescription(/stay on this device for you only/);
    await expect(dialog.getByRole('button', { name: 'Send, then sign out' })).toBeFocused();
    // Escape keeps the student signed in, with the change still waiting.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    expect(await storedValue(page, 'token')).not.toBeNull();

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const sent = page.waitForResponse((response) => response.url().endsWith('/topiccompletions/5005') && response.ok());
    await dialog.getByRole('button', { name: 'Send, then sign out' }).click();
    await sent;
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedValue(page, 'offline_writes')).toBeNull();

    await signInThroughProvider(page);
    expect(await serverCompletions(request, await accessToken(page), 101)).toContainEqual({
      topicId: 5005,
      completed: 100,
    });
  });

  test('a change kept at sign-out is never shown to the next student and is sent at its student’s next sign-in', async ({
    page,
    context,
    request,
  }) => {
    // Several sign-ins through the identity provider's real pages.
    test.slow();
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    await markOffline(page, context);
    await addFault(request, {
      method: 'PUT',
      path: '/api/v1/topiccompletions/5005',
      status: 503,
      body: 'busy',
      times: 5,
    });
    await context.setOffline(false);
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out and keep them' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signInThroughProvider(page, students.mehmet);
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
    await signOutDirectly(page);
    // Still on the device, Ayşe's alone.
    expect(await storedValue(page, 'offline_writes')).toEqual([
      expect.objectContaining({ kind: 'topic-completion', courseId: 101 }),
    ]);

    expect((await request.delete(`${demoApiUrl}/__demo/faults`)).ok()).toBe(true);
    await signInThroughProvider(page);
    const token = await accessToken(page);
    await expect
      .poll(() => serverCompletions(request, token, 101), { timeout: 15_000 })
      .toContainEqual({ topicId: 5005, completed: 100 });
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
  });

  test('a change the server refuses for good is shown with its reason until dismissed', async ({
    page,
    context,
    request,
  }) => {
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    await markOffline(page, context);
    await addFault(request, {
      method: 'PUT',
      path: '/api/v1/topiccompletions/5005',
      status: 422,
      body: '{"message":"This course has ended; its topics can no longer be marked."}',
    });
    await context.setOffline(false);

    const refused = page.getByRole('region', { name: 'Changes the server did not accept' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('as done');
    await expect(refused).toContainText(
      'The server said: “This course has ended; its topics can no longer be marked.” (code 422).',
    );
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
    // The screen shows the server's figures again, not the refused mark.
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await page.reload();
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: /^Dismiss: Marking/ }).click();
    await expect(refused).toHaveCount(0);
    expect(await storedValue(page, 'offline_writes')).toBeNull();
  });

  test('an exam with answers not yet sent is named at sign-out, kept for its student only, and sent from its screen', async ({
    page,
    context,
    request,
  }) => {
    // Several sign-ins through the identity provider's real pages.
    test.slow();
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    const exam = '/SinaviCoz/9049/202';
    // The answer-save call gets no answer: the answer stays on the device only.
    await context.route('**/api/v1/exam-attempts/*/answers', (route) => route.abort('internetdisconnected'));
    await page.goto(exam);
    await startExamIfAsked(page);
    await page.getByRole('radiogroup').getByRole('radio', { name: /^B\)/ }).check();
    const unsentRecords = () => unsentAttemptIds(page);
    await expect.poll(unsentRecords).toHaveLength(1);
    const [attemptId = ''] = await unsentRecords();

    await page.goto('/ogrenimIcerigi');
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not everything is sent yet' });
    await expect(dialog).toContainText('Practice exam “YDS Kısa Deneme (5 soru)”: answers not yet sent');
    await expect(
      dialog.getByRole('link', { name: 'Open “YDS Kısa Deneme (5 soru)” to send its answers' }),
    ).toHaveAttribute('href', exam);
    await dialog.getByRole('button', { name: 'Sign out and keep them' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await unsentRecords()).toEqual([attemptId]);
    expect(await storedValue(page, 'exam_attempt_owners')).toEqual({ [attemptId]: expect.any(String) });
    // What reopens the waiting attempt offline stays with it: its paper and its attempt.
    expect(await keptExamKeys(page, 'attempts')).toEqual(['9049/202']);
    expect(await keptExamKeys(page, 'papers')).toEqual(['9049/202']);

    // Mehmet is neither shown nor asked about Ayşe's exam: he signs out at once.
    const waiting = page.getByRole('region', { name: 'Exam answers waiting on this device' });
    await signInThroughProvider(page, students.mehmet);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await signOutDirectly(page);
    expect(await unsentRecords()).toEqual([attemptId]);

    await context.unroute('**/api/v1/exam-attempts/*/answers');
    // At her next sign-in Ayşe is shown what waits, with the way to send it.
    await signInThroughProvider(page);
    await waiting.getByRole('link', { name: 'Open “YDS Kısa Deneme (5 soru)” to send its answers' }).click();
    await page.waitForURL(`**${exam}`);
    await expect.poll(unsentRecords).toEqual([]);
    const held = await request.get(`${demoApiUrl}/__demo/exam-attempts?user=${students.ayse.username}`);
    const attempts = (await held.json()) as Array<{
      attemptId: string;
      answers: Record<string, { answer: string | null }>;
    }>;
    expect(attempts.find((attempt) => attempt.attemptId === attemptId)?.answers['904901']?.answer).toBe('B');

    // Sent, the attempt no longer waits nor stops the sign-out, and its record leaves the device with Ayşe.
    await page.goto('/ogrenimIcerigi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await signOutDirectly(page);
    expect(await storedRecords(page, 'exam_attempts', 'attempts')).toEqual([]);
    expect(await storedRecords(page, 'exam_attempts', 'answers')).toEqual([]);
    expect(await storedValue(page, 'exam_attempt_owners')).toBeNull();
    expect(await keptExamKeys(page, 'attempts')).toEqual([]);
    expect(await keptExamKeys(page, 'papers')).toEqual([]);
  });

  test('a read one tab holds open lands after Ayşe signed out and Mehmet signed in in another: nothing of hers is shown or kept', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.clock.install();
    await withoutHttpCache(page);
    await signIn(page);
    await waitForServiceWorker(page);
    const ayseCourses = await page.getByTestId('course-enrollments').getByRole('link').allTextContents();
    expect(ayseCourses.length).toBeGreaterThan(0);
    // Tab 1 opens the notifications; the API holds their read open.
    await addFault(request, { method: 'GET', path: notificationsPath, hold: true });
    await page
      .getByTestId('main-navigation')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect.poll(() => heldPaths(request)).toEqual([notificationsPath]);

    // Tab 2: Ayşe signs out. Tab 1 leaves her screens at once.
    const other = await context.newPage();
    await withoutHttpCache(other);
    await other.goto('/ogrenimIcerigi');
    await expect(other.getByTestId('display-name')).toContainText(students.ayse.displayName);
    await signOutDirectly(other);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Tab 2: Mehmet signs in with his course list's read hanging; then tab 1's read lands.
    await addFault(request, { method: 'GET', path: enrollmentsPath, hold: true });
    await other.getByRole('button', { name: 'Sign in' }).click();
    await submitProviderForm(other, students.mehmet);
    await other.waitForURL('**/ogrenimIcerigi');
    await expect.poll(() => heldPaths(request)).toContain(enrollmentsPath);
    expect(await releaseHeld(request, notificationsPath)).toBe(1);
    await other.clock.runFor(3000);
    for (const tab of [page, other]) {
      await expect(tab.getByText(students.ayse.displayName)).toHaveCount(0);
      for (const course of ayseCourses) await expect(tab.getByText(course)).toHaveCount(0);
    }
    await expect(other.getByRole('status').filter({ hasText: 'Checking your session…' })).toBeVisible();
    expect(placesHolding(await deviceStorage(other), [students.ayse.displayName, 'Yılmaz', ...ayseCourses])).toEqual(
      [],
    );

    // His own list comes, and still nothing of hers.
    await releaseHeld(request, enrollmentsPath);
    await expect(other.getByTestId('display-name')).toContainText(students.mehmet.displayName);
    await expect(other.getByTestId('course-enrollments').getByRole('link').first()).toBeVisible();
    for (const course of ayseCourses) await expect(other.getByText(course)).toHaveCount(0);
  });

  test('three reads refused at once end the session once; an unsent exam attempt stays Ayşe’s and is not offered to Mehmet', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await withoutHttpCache(page);
    await signInThroughProvider(page);
    const ayse = ((await storedValue(page, 'user')) as { Id?: string; UserName?: string }) ?? {};
    const sessionEnds: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Session ended')) sessionEnds.push(message.text());
    });
    // An answer the server never gets: the attempt has unsent data.
    await context.route('**/api/v1/exam-attempts/*/answers', (route) => route.abort('internetdisconnected'));
    await page.goto('/SinaviCoz/9049/202');
    await startExamIfAsked(page);
    await page.getByRole('radiogroup').getByRole('radio', { name: /^B\)/ }).check();
    await expect.poll(() => unsentAttemptIds(page)).toHaveLength(1);
    const [attemptId = ''] = await unsentAttemptIds(page);

    // The course list (drawn from its kept copy) asks for three reads; the API answers all three 401 at once.
    const refused = [enrollmentsPath, unreadCountPath, '/api/v1/topiccompletions/getbycourse/101'];
    for (const path of refused)
      await addFault(request, { method: 'GET', path, status: 401, body: '{"message":"Unauthorized"}', hold: true });
    await page.goto('/ogrenimIcerigi');
    await expect.poll(() => heldPaths(request)).toEqual([...refused].sort());
    expect(await releaseHeld(request)).toBe(3);
    await page.waitForURL('**/loginProblem');
    expect(sessionEnds).toEqual(["Session ended (refused): removing the student's data from this device"]);
    expect(await storedValue(page, 'exam_attempt_owners')).toEqual({ [attemptId]: ayse.Id ?? ayse.UserName });
    expect(await unsentAttemptIds(page)).toEqual([attemptId]);

    // Mehmet is not offered it; his own session's end leaves it Ayşe's.
    await signInThroughProvider(page, students.mehmet);
    await expect(page.getByRole('region', { name: 'Exam answers waiting on this device' })).toHaveCount(0);
    await signOutDirectly(page);
    expect(await storedValue(page, 'exam_attempt_owners')).toEqual({ [attemptId]: ayse.Id ?? ayse.UserName });
    expect(await unsentAttemptIds(page)).toEqual([attemptId]);
  });
});
