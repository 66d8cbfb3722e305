import { expect, type Page, type Request } from '@playwright/test';

export const students = {
  ayse: { username: 'ayse.yilmaz', password: 'Demo1234!', displayName: 'Ayşe Yılmaz' },
  mehmet: { username: 'mehmet.demir', password: 'Demo1234!', displayName: 'Mehmet Demir' },
} as const;

export type Student = (typeof students)[keyof typeof students];

/** The demo identity provider's sign-in form (in English or Turkish), filled in and sent as the student would. */
export async function submitProviderForm(page: Page, student: Student = students.ayse) {
  await page.getByLabel(/^(Username|Kullanıcı adı)$/).fill(student.username);
  await page.getByLabel(/^(Password|Şifre)$/).fill(student.password);
  await page.getByRole('button', { name: /^(Sign in|Giriş yap)$/ }).click();
}

/**
 * Waits until the course list a signed-in student lands on is drawn and has asked for what it
 * shows after paint (progress, history, its page-open log: decision 40) and had its answers. A test
 * goes on once those are done, so none of them reads what the test changes next (a stored token)
 * or lands among the requests it records. Call before the navigation that lands.
 */
export function landingOnCourseList(page: Page, student: Student) {
  const logged = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/videologdocmongo'),
  );
  const pending = new Set<Request>();
  const started = (request: Request) => pending.add(request);
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    try {
      await page.waitForURL('**/ogrenimIcerigi');
      await expect(page.getByTestId('display-name')).toContainText(student.displayName);
      await logged;
      // The after-paint reads leave with the log; the history's leaves with its panels' code
      // (decision 46), later. Once nothing on the page says it is loading, each of them has left:
      // wait for their answers. (Waiting for the network to be idle cost a further 500 ms.)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };
}

/**
 * Signs in through the portal's "Sign in" and the demo identity provider's real sign-in page: for
 * the tests whose subject is signing in or out. Other tests start from a saved session (`signIn`).
 */
export async function signInThroughProvider(page: Page, student: Student = students.ayse) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const landed = landingOnCourseList(page, student);
  await submitProviderForm(page, student);
  await landed();
}
