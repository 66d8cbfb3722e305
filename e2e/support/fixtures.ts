import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoApiUrl = `http://localhost:${process.env.DEMO_API_PORT ?? 4000}`;
export const demoAuthUrl = `http://localhost:${process.env.DEMO_AUTH_PORT ?? 4001}`;

export const students = {
  ayse: { username: 'ayse.yilmaz', password: 'Demo1234!', displayName: 'Ayşe Yılmaz' },
  mehmet: { username: 'mehmet.demir', password: 'Demo1234!', displayName: 'Mehmet Demir' },
} as const;

type Student = (typeof students)[keyof typeof students];

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
}

export async function addFault(request: APIRequestContext, fault: DemoFault) {
  const response = await request.post(`${demoApiUrl}/__demo/faults`, { data: fault });
  expect(response.ok()).toBe(true);
}

export async function pageOpenLogs(request: APIRequestContext, user: string) {
  const response = await request.get(`${demoApiUrl}/__demo/videologs?user=${user}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ materialId: null; deger: string; description: string; islem: string }>;
}

/** The demo identity provider's sign-in form (in English or Turkish), filled in and sent as the student would. */
export async function submitProviderForm(page: Page, student: Student = students.ayse) {
  await page.getByLabel(/^(Username|Kullanıcı adı)$/).fill(student.username);
  await page.getByLabel(/^(Password|Şifre)$/).fill(student.password);
  await page.getByRole('button', { name: /^(Sign in|Giriş yap)$/ }).click();
}

/** Signs in through the demo identity provider's real sign-in page. */
export async function signIn(page: Page, student: Student = students.ayse) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The course list asks for what it is shown without (progress, history, its page-open log) once
  // it is drawn (decision 40). A test goes on once those have gone out, so none of them reads what
  // the test changes next (a stored token) or lands among the requests it records.
  const landed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/videologdocmongo'),
  );
  await submitProviderForm(page, student);
  await page.waitForURL('**/ogrenimIcerigi');
  await expect(page.getByTestId('display-name')).toContainText(student.displayName);
  await landed;
}

/** Opens the student shell's account menu (night mode, language, sign-out), if it is closed. */
export async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Account menu for|hesap menüsü$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Every test starts from freshly seeded demo backends and fails on any uncaught error in the
 * page: bad input must end in a message, never in a crash.
 */
export const test = base.extend<{ resetDemo: void; pageErrors: Error[] }>({
  resetDemo: [
    async ({ request }, use) => {
      const response = await request.post(`${demoApiUrl}/__demo/reset`);
      expect(response.ok()).toBe(true);
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
});

export { expect };
