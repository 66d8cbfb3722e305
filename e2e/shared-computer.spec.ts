import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import {
  addFault,
  demoApiUrl,
  expect,
  openAccountMenu,
  signInThroughProvider,
  siteApiUrl,
  students,
  submitProviderForm,
  test,
} from './support/fixtures';
import { deviceStorage, placesHolding, unsentAttemptIds } from './support/device-storage';
import { answerWithoutSending, shortExam } from './support/exam';
import { waitForServiceWorker, withoutHttpCache } from './support/service-worker';
import { workerLaunchOptions } from './support/worker-backends';

/**
 * A school computer: one browser profile on disk that students share, whose browser is closed and
 * opened again as a lab computer's is. It keeps the default of a desktop browser, where "This is a
 * shared computer" is on, unless a test unticks it.
 */
interface SchoolComputer {
  page: Page;
  context: BrowserContext;
  /** Closes the browser and opens it again on the same profile. */
  restart: () => Promise<Page>;
}

let profiles: string[] = [];
let contexts: BrowserContext[] = [];

async function schoolComputer(baseURL: string | undefined): Promise<SchoolComputer> {
  const profile = mkdtempSync(join(tmpdir(), 'school-computer-'));
  profiles.push(profile);
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, {
      ...workerLaunchOptions,
      baseURL,
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    contexts.push(context);
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };
  const computer: SchoolComputer = {
    ...(await launch()),
    restart: async () => {
      await computer.context.close();
      Object.assign(computer, await launch());
      return computer.page;
    },
  };
  return computer;
}

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  profiles = [];
  contexts = [];
});

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';
const sharedComputerBox = (page: Page) => page.getByRole('checkbox', { name: 'This is a shared computer' });
const course = { name: 'B1 Orta Seviye İngilizce', topicPath: '/CourseDetail/101/1002/5005' };
const mp4Video = 9003;

/** Signs Ayşe in from the home page, telling the portal first whether this computer is shared. */
async function signInOn(page: Page, shared: boolean) {
  await page.goto('/');
  await sharedComputerBox(page).setChecked(shared);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitProviderForm(page);
  await page.waitForURL('**/ogrenimIcerigi');
  await expect(page.getByTestId('display-name')).toHaveText(`Hello, ${students.ayse.displayName}`);
}

/** What the device holds that names Ayşe: her names, her user name and id, her course. */
async function ayseWords(page: Page): Promise<string[]> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').value as { Id?: string });
  return [students.ayse.displayName, students.ayse.username, 'Yılmaz', course.name, ...(user.Id ? [user.Id] : [])];
}

/** A downloaded video's file as the page gets it: its status, and whether the worker answered. */
const videoFile = (page: Page) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/offline-videos/${id}/video.mp4`);
    return { status: response.status, fromWorker: navigator.serviceWorker.controller !== null };
  }, mp4Video);

test.describe('a school computer', () => {
  // Each journey launches its own persistent browser profile and signs in through the provider, some
  // twice or in two tabs: more than the default 30 s on two busy cores.
  test.describe.configure({ timeout: 60_000 });
  test('after a 401 and a browser restart, "Continue as" reaches the provider’s password form, never the course list', async ({
    baseURL,
    request,
  }) => {
    const computer = await schoolComputer(baseURL);
    let page = computer.page;
    await signInOn(page, false);
    await addFault(request, { path: enrollmentsPath, status: 401, body: '{"message":"Unauthorized"}' });
    await page.goto('/notifs');
    await page.waitForURL('**/loginProblem');

    page = await computer.restart();
    await page.goto('/');
    const authorize = page.waitForRequest((sent) => sent.url().includes('/login/oauth/authorize'));
    await page.getByRole('button', { name: 'Continue as Ayşe Yılmaz' }).click();
    expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('login');
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(students.ayse.username);
    expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  });

  test('on a shared computer, closing the browser ends the session: the next start is signed out and holds nothing of Ayşe', async ({
    baseURL,
  }) => {
    const computer = await schoolComputer(baseURL);
    let page = computer.page;
    await page.goto('/');
    // A desktop browser tab: on by default.
    await expect(sharedComputerBox(page)).toBeChecked();
    await signInOn(page, true);
    await page.goto(course.topicPath);
    await expect(page.getByTestId('course-progress')).toBeVisible();
    const words = await ayseWords(page);

    page = await computer.restart();
    await page.goto('/ogrenimIcerigi');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
    await expect.poll(async () => placesHolding(await deviceStorage(page), words)).toEqual([]);
    const session = await page.evaluate(() =>
      ['token', 'refresh', 'id_token', 'user', 'session_id', 'device_student'].map((key) => localStorage.getItem(key)),
    );
    expect(session).toEqual([null, null, null, null, null, null]);
  });

  test('on a shared computer, 30 minutes without input in any tab end the session as a sign-out does', async ({
    baseURL,
  }) => {
    const computer = await schoolComputer(baseURL);
    const { page, context } = computer;
    await page.clock.install();
    await signInOn(page, true);
    const second = await context.newPage();
    await second.goto('/notifs');
    await expect(second.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

    await page.clock.fastForward('20:00');
    // Ayşe goes on reading in the second tab: the first one stays signed in too.
    await second.keyboard.press('End');
    await page.clock.fastForward('20:00');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    const logout = page.context().waitForEvent('request', (sent) => new URL(sent.url()).pathname === '/api/logout');
    await page.clock.fastForward('10:01');
    expect((await logout).method()).toBe('POST');
    await page.waitForURL((url) => url.pathname === '/');
    await second.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Mehmet offline on Ayşe’s exam route never sees her answers, and nothing of her attempt is sent with his token', async ({
    baseURL,
  }) => {
    const computer = await schoolComputer(baseURL);
    const { page, context } = computer;
    await page.clock.install();
    await withoutHttpCache(page);
    await signInOn(page, true);
    await waitForServiceWorker(page);
    const exam = shortExam;
    // Ayşe's answer never reaches the server: it waits on the device, hers.
    await answerWithoutSending(page, context, exam);
    const attemptIds = () => unsentAttemptIds(page);
    const [ayseAttempt = ''] = await attemptIds();
    await page.goto('/ogrenimIcerigi');
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out and keep them' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.unroute('**/api/v1/exam-attempts/*/answers');

    const carryingHers: string[] = [];
    context.on('request', (sent) => sent.url().includes(ayseAttempt) && carryingHers.push(sent.url()));
    await signInThroughProvider(page, students.mehmet);
    await context.setOffline(true);
    await page.goto(exam);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toHaveCount(0);

    await context.setOffline(false);
    await page.goto('/ogrenimIcerigi');
    await expect(page.getByTestId('display-name')).toHaveText(`Hello, ${students.mehmet.displayName}`);
    await expect(page.getByRole('region', { name: 'Exam answers waiting on this device' })).toHaveCount(0);
    await page.goto(exam);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(carryingHers).toEqual([]);
    expect(await attemptIds()).toEqual([ayseAttempt]);
  });

  test('a session that aged out leaves no video the worker plays and nothing of the student, though nobody signed in', async ({
    baseURL,
  }) => {
    const computer = await schoolComputer(baseURL);
    const { page } = computer;
    await page.clock.install();
    await withoutHttpCache(page);
    await signInOn(page, false);
    await waitForServiceWorker(page);
    await page.goto(`/VideoGoster/${mp4Video}`);
    const panel = page.getByRole('region', { name: 'Watch offline' });
    await panel.getByRole('button', { name: 'Download for offline viewing' }).click();
    await expect(panel).toContainText('This video is downloaded on this device.', { timeout: 20_000 });
    expect(await videoFile(page)).toEqual({ status: 200, fromWorker: true });
    const words = await ayseWords(page);

    // Eight days on, nobody has signed in: the stored session is past its 7 days.
    await page.clock.setSystemTime(Date.now() + 8 * 24 * 3600_000);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Sign in/ }).first()).toBeVisible();
    await expect.poll(() => videoFile(page)).toEqual({ status: 404, fromWorker: true });
    // Only her name for "Continue as" stays, as after any session that ended without a sign-out.
    await expect
      .poll(async () => placesHolding(await deviceStorage(page), words))
      .toEqual(['localStorage/remembered_student']);
    const storage = await deviceStorage(page);
    expect(storage.caches['offline-videos'] ?? []).toEqual([]);
    expect(storage.localStorage['device_student']).toBeUndefined();
  });

  test('a Code4Edu exercise on a foreign host is neither framed nor linked', async ({ baseURL }) => {
    const computer = await schoolComputer(baseURL);
    const { page, context } = computer;
    await signInOn(page, true);
    await context.route('**/api/v1/materials/9004', async (route) => {
      // Fetched from here, not by the browser: from this worker's API, which the browser reaches as the site's.
      const answer = await route.fetch({ url: route.request().url().replace(siteApiUrl, demoApiUrl) });
      const material = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...material, url: 'https://evil.example/exercise' } });
    });
    await page.goto('/Code4EduGoster/9004');
    await expect(page.getByText('This exercise is on a site the portal does not open.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  });

  test('after a sign-out on a shared computer, the browser’s history holds no id token and no course name', async ({
    baseURL,
  }) => {
    const computer = await schoolComputer(baseURL);
    const { page } = computer;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await signInOn(page, true);
    await page.goto(course.topicPath);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    const { entries } = await cdp.send('Page.getNavigationHistory');
    const history = [...visited, ...entries.map((entry) => `${entry.url} ${entry.title}`)];
    expect(history.filter((line) => /id_token/.test(line))).toEqual([]);
    expect(history.filter((line) => line.includes(course.name))).toEqual([]);
  });
});
