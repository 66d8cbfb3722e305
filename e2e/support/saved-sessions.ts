import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import { reverseDecode } from '../../lib/storage/reverse-encoding';
import { landingOnCourseList, signInThroughProvider, students, type Student } from './sign-in';
import { onPersonalDevice } from './device-mode';
import { demoApiUrl } from './worker-backends';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** What one real sign-in left in the browser: the portal's stored session and the provider's cookies. */
export interface SavedSession {
  cookies: Cookies;
  localStorage: Array<{ name: string; value: string }>;
  accessToken: string;
}

/**
 * One real sign-in per student and worker, kept for the tests that only need a signed-in student
 * (most of them): restoring it skips the provider's pages, the code exchange and the user lookup.
 */
export async function makeSavedSession(browser: Browser, baseURL: string, student: Student): Promise<SavedSession> {
  const context = await browser.newContext({ baseURL });
  await onPersonalDevice(context);
  try {
    const page = await context.newPage();
    await signInThroughProvider(page, student);
    const { cookies, origins } = await context.storageState();
    const localStorage = origins.find((origin) => origin.origin === new URL(baseURL).origin)?.localStorage ?? [];
    const token = localStorage.find((item) => item.name === 'token')?.value ?? '{}';
    const accessToken = reverseDecode((JSON.parse(token) as { value?: string }).value ?? '') ?? '';
    return { cookies, localStorage, accessToken };
  } finally {
    await context.close();
  }
}

/** False once the provider has ended the grant behind it (a test signed this student out). */
export async function isStillValid(request: APIRequestContext, session: SavedSession): Promise<boolean> {
  const response = await request.get(`${demoApiUrl}/api/users/checkuser`, {
    headers: { tenant: 'root', Authorization: `Bearer ${session.accessToken}` },
  });
  return response.ok();
}

/**
 * Puts a saved session into the page's browser as the sign-in left it, then opens the course list
 * as the sign-in does. Each value is stamped with the page's own clock, as if written now: a test
 * may have set the clock anywhere, and a value "from the future" is refused (decision 27). The
 * values are written in an empty document at the site's address: starting the portal there only
 * to write them cost a whole page start per test.
 */
export async function restoreSession(page: Page, session: SavedSession, student: Student = students.ayse) {
  await page.context().addCookies(session.cookies);
  const emptyDocument = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
  await page.route('/', emptyDocument);
  await page.goto('/');
  await page.unroute('/', emptyDocument);
  await page.evaluate((items) => {
    const now = Date.now();
    const restamped = (value: string) => {
      try {
        const stored = JSON.parse(value) as { savedAt?: unknown } | null;
        return typeof stored?.savedAt === 'number' ? JSON.stringify({ ...stored, savedAt: now }) : value;
      } catch {
        return value;
      }
    };
    for (const { name, value } of items) localStorage.setItem(name, restamped(value));
  }, session.localStorage);
  const landed = landingOnCourseList(page, student);
  await page.goto('/ogrenimIcerigi');
  await landed();
}
