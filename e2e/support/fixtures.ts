import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { onPersonalDevice } from './device-mode';
import { isStillValid, makeSavedSession, restoreSession, type SavedSession } from './saved-sessions';
import { students, type Student } from './sign-in';
import { demoApiUrl, startWorkerBackends } from './worker-backends';

export { students, submitProviderForm, signInThroughProvider } from './sign-in';

export { demoApiUrl, demoAuthUrl, siteApiUrl, siteAuthUrl } from './worker-backends';

/** A fault the demo API serves instead of its real answer (docs/api.md, demo-only controls). */
interface DemoFault {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  contentType?: string;
  hangMs?: number;
  times?: number;
  /** Sends the headers and `body`, then never ends the answer. */
  endless?: boolean;
  /** Waits until `releaseHeld` lets it go. */
  hold?: boolean;
}

export async function addFault(request: APIRequestContext, fault: DemoFault) {
  const response = await request.post(`${demoApiUrl}/__demo/faults`, { data: fault });
  expect(response.ok()).toBe(true);
}

/** The paths of the requests a `hold` fault keeps waiting at the demo API now. */
export async function heldPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${demoApiUrl}/__demo/held`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Array<{ path: string }>).map((held) => held.path).sort();
}

/** Lets the held requests of `path` (all without one) go on; resolves to how many. */
export async function releaseHeld(request: APIRequestContext, path?: string): Promise<number> {
  const response = await request.post(`${demoApiUrl}/__demo/held/release`, {
    data: path === undefined ? {} : { path },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { released: number }).released;
}

export async function pageOpenLogs(request: APIRequestContext, user: string) {
  const response = await request.get(`${demoApiUrl}/__demo/videologs?user=${user}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ materialId: null; deger: string; description: string; islem: string }>;
}

/**
 * Signs the student in from the session one real sign-in saved in this worker (saved-sessions.ts):
 * for every test whose subject is not signing in (those use signInThroughProvider).
 */
export async function signIn(page: Page, student: Student = students.ayse) {
  const session = savedSessions?.get(student.username);
  if (!session) throw new Error('signIn needs the test from e2e/support/fixtures.ts');
  await restoreSession(page, session, student);
}

/** Opens the student shell's account menu (night mode, language, sign-out), if it is closed. */
export async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Account menu for|hesap menüsü$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** This worker's saved sessions, for signIn (a plain function the specs call with their page). */
let savedSessions: Map<string, SavedSession> | undefined;

/**
 * Every test starts from freshly seeded demo backends (its worker's own: worker-backends.ts) and
 * fails on any uncaught error in the page: bad input must end in a message, never in a crash.
 */
export const test = base.extend<
  { resetDemo: void; pageErrors: Error[]; personalDevice: void; screenOnFailure: void },
  { demoBackends: void; workerSessions: Map<string, SavedSession> }
>({
  demoBackends: [
    async ({}, use) => {
      const backends = await startWorkerBackends();
      await use();
      await backends.close();
    },
    // Worker set-up is not a test's time: on a busy machine starting the backends and two real
    // sign-ins take longer than one test may.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  workerSessions: [
    async ({ browser, demoBackends }, use, workerInfo) => {
      void demoBackends;
      const baseURL = workerInfo.project.use.baseURL ?? '';
      const sessions = new Map<string, SavedSession>();
      for (const student of Object.values(students)) {
        sessions.set(student.username, await makeSavedSession(browser, baseURL, student));
      }
      await use(sessions);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  resetDemo: [
    // Sessions are checked (and made again where a test signed out) before the reset, so what a new
    // sign-in leaves in the demo (a page-open log) is gone when the test starts.
    async ({ request, browser, workerSessions }, use, testInfo) => {
      for (const student of Object.values(students)) {
        const session = workerSessions.get(student.username);
        if (!session || !(await isStillValid(request, session))) {
          const baseURL = testInfo.project.use.baseURL ?? '';
          workerSessions.set(student.username, await makeSavedSession(browser, baseURL, student));
        }
      }
      savedSessions = workerSessions;
      const response = await request.post(`${demoApiUrl}/__demo/reset`);
      expect(response.ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
  // Every test's own page is on a student's own device (device-mode.ts).
  personalDevice: [
    async ({ context }, use) => {
      await onPersonalDevice(context);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
  // CI keeps only the run's output: a failed test prints what its page showed, to read there.
  screenOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(not readable: ${String(error)})`);
      console.log(`The page at the failure, ${page.url()}:\n${shown.slice(0, 3_000)}`);
    },
    { auto: true },
  ],
});

export { expect };
