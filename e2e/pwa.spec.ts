import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { firstInstallDelayMs } from '../lib/pwa/worker-registration';
import { reverseDecode } from '../lib/storage/reverse-encoding';
import { navigateClientSide } from './support/client-navigation';
import {
  addFault,
  demoApiUrl,
  expect,
  pageOpenLogs,
  signIn,
  students,
  openAccountMenu,
  test,
} from './support/fixtures';
import { SCREENS, screenHeading, type Screen } from './support/screens';
import {
  goOfflineWithEmptyHttpCache,
  precacheManifest,
  recordSiteTraffic,
  siteRoot,
  waitForServiceWorker,
  type SiteResponse,
} from './support/service-worker';

const status = (page: Page) => page.getByTestId('connection-status');

/** A page load answered by the service worker (offline with no HTTP cache, nothing else could answer). */
function expectFromWorker(response: Response | null) {
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
}

/** Everything of the site a step loaded came from the worker, and with it `expected` (decoded paths). */
function expectFromWorkerWith(responses: SiteResponse[], expected: (path: string) => boolean) {
  expect(responses.filter((response) => !response.fromServiceWorker || response.status !== 200)).toEqual([]);
  expect(responses.some((response) => expected(response.path))).toBe(true);
}

/** The flight payload Next's router fetches for a client-side navigation to the screen. */
const payloadOf = (screen: Screen) => (screen.path === '/' ? '/index.txt' : `${decodeURIComponent(screen.path)}.txt`);

/** The screen's own page script, in any spelling of its path (`[id]`, `%5Bid%5D`). */
const isPageScriptOf = (screen: Screen) => (path: string) =>
  path.startsWith(`/_next/static/chunks/app/${screen.page}/page-`);

/** Signed in, the worker installed, the course list loaded once under it; nothing else opened online. */
async function signInUnderWorker(page: Page) {
  await page.clock.install();
  await signIn(page);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('course-enrollments')).toBeVisible();
}

/** The signed-in student's access token, as the portal stored it (decision 3). */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  const token = reverseDecode((JSON.parse(stored ?? '{}') as { value?: string }).value ?? '');
  expect(token).toBeTruthy();
  return token as string;
}

interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** A second static server (plain JavaScript, outside the type-checked tree) on a copy of the site. */
async function serveCopy(root: string): Promise<StaticServer> {
  const serve = pathToFileURL(join(__dirname, '..', 'server', 'serve.mjs')).href;
  const { startStaticServer } = (await import(serve)) as {
    startStaticServer: (options: { root: string; port: number; quiet: boolean }) => Promise<StaticServer>;
  };
  return startStaticServer({ root, port: 0, quiet: true });
}

/** Writes a changed file's compressed copies, as a build would (server/post-build.mjs). */
async function precompress(root: string, file: string) {
  const postBuild = pathToFileURL(join(__dirname, '..', 'server', 'post-build.mjs')).href;
  const { precompress: write } = (await import(postBuild)) as { precompress: (root: string, file: string) => number };
  write(root, file);
}

async function serverCompletions(request: APIRequestContext, token: string, courseId: number) {
  const response = await request.get(`${demoApiUrl}/api/v1/topiccompletions/getbycourse/${courseId}`, {
    headers: { tenant: 'root', Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { topicId: number; completed: number }[];
}

test.describe('service worker', () => {
  test('the worker from /sw.js becomes active and controls the site', async ({ page }) => {
    const script = await page.request.get('/sw.js');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');

    await page.clock.install();
    await page.goto('/');
    await waitForServiceWorker(page);
    // The worker controls the page from its activate step on; that step ends a moment later.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const { active, scope } = await navigator.serviceWorker.ready;
          return { state: active?.state, script: active?.scriptURL, scope };
        }),
      )
      .toEqual({
        state: 'activated',
        script: expect.stringMatching(/\/sw\.js$/),
        scope: expect.stringMatching(/\/$/),
      });
  });

  test('the precache holds every exported page and payload, and every entry exists', () => {
    const entries = precacheManifest();
    const urls = new Set(entries.map((entry) => decodeURIComponent(entry.url)));
    const exported = readdirSync(siteRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(html|txt)$/.test(file) && !file.startsWith('_not-found'))
      .map((file) => `/${file.split('\\').join('/')}`);
    expect(exported.length).toBeGreaterThan(100);
    expect(exported.filter((file) => !urls.has(file))).toEqual([]);
    expect([...urls].filter((url) => !statSync(join(siteRoot, url), { throwIfNoEntry: false })?.isFile())).toEqual([]);
    // Pages carry the build's revision; the worker is the only script the build writes beside them.
    expect(entries.find((entry) => entry.url === '/CourseDetail/_.html')?.revision).toMatch(/\S/);
    expect(readdirSync(siteRoot).filter((file) => /^(workbox|worker|fallback|swe-worker)-.*\.js$/.test(file))).toEqual(
      [],
    );
  });

  test('offline with an empty HTTP cache, all 21 routes open from the worker by client-side navigation and by reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInUnderWorker(page);
    await goOfflineWithEmptyHttpCache(page);
    // A fresh document: nothing the router prefetched online is left to answer a navigation.
    expectFromWorker(await page.reload());
    await expect(status(page)).toContainText('Offline');
    const traffic = recordSiteTraffic(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });

    for (const screen of SCREENS) {
      await test.step(screen.path, async () => {
        documents.length = 0;
        await navigateClientSide(page, screen.path);
        // The previous screen may sit at the address a redirecting screen lands on: wait for its load.
        if (screen.lands) await expect.poll(() => documents).toEqual([screen.lands]);
        await page.waitForURL(screen.lands ?? screen.path);
        await expect(screenHeading(page, screen)).toBeVisible();
        // The router fetched the screen's payload (and any script it lacked) from the worker, with no page load.
        expect(documents).toEqual(screen.lands ? [screen.lands] : []);
        expectFromWorkerWith(traffic.take(), (path) => path === payloadOf(screen));

        // A redirecting screen is reloaded by its own address.
        expectFromWorker(screen.lands ? await page.goto(screen.path) : await page.reload());
        await page.waitForURL(screen.lands ?? screen.path);
        await expect(screenHeading(page, screen)).toBeVisible();
        expectFromWorkerWith(traffic.take(), isPageScriptOf(screen));
      });
    }
    expect(traffic.failed).toEqual([]);
  });

  test('offline, pages visited before and unvisited course ids open from the worker with the offline indicator', async ({
    page,
    context,
    request,
  }) => {
    // Loaded once under the worker, the student's answers are kept for offline use.
    await signInUnderWorker(page);
    await page.goto('/CourseDetail/101');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await expect(status(page)).toHaveText('Online');

    // Were anything to reach the server now, it would get errors instead of courses.
    await addFault(request, {
      method: 'GET',
      path: '/api/v1/courseenrollments/userEnrollmentsSimple',
      status: 500,
      times: 20,
    });
    await goOfflineWithEmptyHttpCache(page);
    expectFromWorker(await page.goto('/'));
    await expect(status(page)).toContainText('Offline');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your language school' })).toBeVisible();

    expectFromWorker(await page.reload());
    await expect(status(page)).toContainText('Offline');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to my courses' })).toBeVisible();

    expectFromWorker(await page.goto('/ogrenimIcerigi'));
    await expect(page.getByTestId('course-enrollments').getByRole('link')).toHaveCount(3);
    await expect(status(page)).toContainText('Offline');
    expectFromWorker(await page.reload());
    await expect(page.getByTestId('course-enrollments').getByRole('link')).toHaveCount(3);

    expectFromWorker(await page.goto('/CourseDetail/101'));
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    expectFromWorker(await page.reload());
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await expect(status(page)).toContainText('Offline');

    // A course page never opened: its placeholder page opens, with what the course list loaded.
    expectFromWorker(await page.goto('/CourseDetail/102'));
    await expect(page.getByRole('heading', { level: 1, name: 'A2 Temel İngilizce' })).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('2 of 4 topics completed');

    await context.setOffline(false);
    await expect(status(page)).toHaveText('Online');
  });

  test('a topic marked complete offline reaches the server after reconnecting; pages opened offline add nothing to send', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/CourseDetail/101/1002/5005');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    const token = await accessToken(page);

    await goOfflineWithEmptyHttpCache(page);
    await expect(status(page)).toContainText('Offline');
    const topic = page.locator('#topic-5005');
    await topic.getByRole('button', { name: 'Mark as completed' }).click();
    await expect(topic.getByTestId('topic-status')).toHaveText('Completed');
    await expect(page.getByTestId('course-progress')).toHaveText('5 of 8 topics completed');
    await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');
    await page.getByRole('link', { name: 'Help' }).click();
    await page.waitForURL('**/yardim');
    // Page-open logs are sent only while online (decision 51): the mark is still the one change.
    await expect(page.getByTestId('queued-writes')).toHaveText('1 change will be sent when you are back online.');

    // Still offline, a reload shows the mark over the answer the worker kept.
    expectFromWorker(await page.goto('/CourseDetail/101/1002/5005'));
    await expect(page.locator('#topic-5005').getByTestId('topic-status')).toHaveText('Completed');
    expect(await serverCompletions(request, token, 101)).not.toContainEqual({ topicId: 5005, completed: 100 });

    await context.setOffline(false);
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
    expect(await serverCompletions(request, token, 101)).toContainEqual({ topicId: 5005, completed: 100 });
    const logged = (await pageOpenLogs(request, students.ayse.username)).map((log) => log.deger);
    expect(logged).not.toContain('/yardim');
    expect(logged.filter((path) => path === '/CourseDetail/101/1002/5005')).toHaveLength(1);
    await page.reload();
    await expect(page.locator('#topic-5005').getByTestId('topic-status')).toHaveText('Completed');
  });

  test('signing in and out need the network: offline the buttons wait and say why', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForServiceWorker(page);
    await goOfflineWithEmptyHttpCache(page);
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await expect(signInButton).toBeDisabled();
    await expect(signInButton).toHaveAccessibleDescription('Needs an internet connection');
    await context.setOffline(false);
    await expect(signInButton).toBeEnabled();

    await signIn(page);
    await openAccountMenu(page);
    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the same offline steps fail: the worker, not the browser, opens the routes offline', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByTestId('course-enrollments')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await goOfflineWithEmptyHttpCache(page);
    const traffic = recordSiteTraffic(page);

    // A screen no link on the course list prefetched while online: the router must fetch its payload.
    const screen = SCREENS.find((candidate) => candidate.path === '/VideoGoster/9023') as Screen;
    await navigateClientSide(page, screen.path);
    // The payload gets no answer, so the screen never opens.
    await expect.poll(() => traffic.failed).toContain(`${payloadOf(screen)}: net::ERR_INTERNET_DISCONNECTED`);
    await expect(screenHeading(page, screen)).toHaveCount(0);

    for (const { path } of SCREENS)
      await expect(page.goto(path), path).rejects.toThrow('net::ERR_INTERNET_DISCONNECTED');
    expect(traffic.take().filter((response) => response.fromServiceWorker)).toEqual([]);
  });

  test('the portal says once that offline use is unavailable, offers no control that needs the worker, and works online', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page);
    // The first registration waits until the page has been open a while; blocked, it fails.
    await page.clock.fastForward(firstInstallDelayMs);
    const notice = page.getByRole('region', { name: 'Offline use is not available in this browser' });
    await expect(notice).toContainText(
      'This browser or mode (a private window, for example) does not let the portal keep pages, courses or videos on the device. Everything else works while you are online.',
    );

    // A course opens and marks topics as ever; nothing offers to keep it.
    await page
      .getByRole('link', { name: /B1 Orta Seviye İngilizce/ })
      .first()
      .click();
    await page.waitForURL('**/CourseDetail/101');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await expect(page.getByRole('button', { name: /^Keep this (course|section) on the phone/ })).toHaveCount(0);
    await page.locator('#topic-5001').getByRole('button', { name: 'Mark as not completed' }).click();
    await expect(page.getByTestId('course-progress')).toHaveText('3 of 8 topics completed');
    // Said once: the notice stays with the student from screen to screen until they close it.
    await expect(notice).toHaveCount(1);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);

    // A video plays; no download for offline viewing is offered, and the notice does not come back.
    await navigateClientSide(page, '/VideoGoster/9001');
    await page.getByRole('button', { name: /^Play, / }).click();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0.5);
    await expect(page.getByRole('button', { name: 'Download for offline viewing' })).toHaveCount(0);
    await expect(notice).toHaveCount(0);

    // An exam course keeps no papers ahead.
    await navigateClientSide(page, '/CourseDetail/104');
    await expect(page.getByRole('link', { name: 'Retake the exam: YDS Deneme Sınavı 1' })).toBeVisible();
    await expect(page.getByTestId('exam-keep')).toHaveCount(0);
  });
});

test.describe('updates', () => {
  let site: { root: string; url: string; close: () => Promise<void> };

  test.beforeEach(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-update-'));
    cpSync(siteRoot, root, { recursive: true });
    site = { root, ...(await serveCopy(root)) };
  });

  test.afterEach(async () => {
    await site.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  /**
   * A new deployment: changed pages under a new build revision in the worker's precache list,
   * each with the compressed copies a build writes (the server sends those when they exist).
   */
  async function deployNewVersion() {
    const revision = precacheManifest(site.root).find((entry) => entry.url === '/ogrenimIcerigi.html')?.revision ?? '';
    expect(revision).not.toBe('');
    for (const page of ['index.html', 'ogrenimIcerigi.html']) {
      const file = join(site.root, page);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('</head>', '<meta name="portal-version" content="next"></head>'),
      );
      await precompress(site.root, page);
    }
    // Only the revisions: the build id also names a folder of build files.
    const worker = join(site.root, 'sw.js');
    const revisions = new RegExp(`(revision['"]?:\\s*['"])${revision}(['"])`, 'g');
    writeFileSync(worker, readFileSync(worker, 'utf8').replace(revisions, `$1${revision}-next$2`));
    await precompress(site.root, 'sw.js');
  }

  const version = (page: Page) =>
    page.evaluate(() => document.querySelector('meta[name="portal-version"]')?.getAttribute('content') ?? 'first');

  test('a waiting new version is offered, never during an exam, and applying it reloads onto it', async ({
    browser,
  }) => {
    // Two full worker installs (the first version and the update), each precaching the whole site:
    // about 16 s alone on two cores, past 30 s when the machine is busy.
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    await deployNewVersion();
    await page.reload();
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of the portal is ready.');
    // Until applied, the page comes from the version that controls it.
    expect(await version(page)).toBe('first');

    await page.goto('/SinaviCoz/9/31');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.goto('/ogrenimIcerigi');
    await expect(prompt).toBeVisible();

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
    await expect(page.getByTestId('course-enrollments')).toBeVisible();
    expect(await version(page)).toBe('next');
    await expect(prompt).toHaveCount(0);
    await context.close();
  });
});
