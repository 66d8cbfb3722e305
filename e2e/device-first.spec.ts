import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Response, Route } from '@playwright/test';
import { readBudgetMs } from '../lib/config/ui';
import {
  addFault,
  demoApiUrl,
  expect,
  openAccountMenu,
  signIn,
  siteApiUrl,
  students,
  submitProviderForm,
  test,
} from './support/fixtures';
import { shortExam, startButton, startScreen } from './support/exam';
import { waitForServiceWorker, withoutHttpCache } from './support/service-worker';

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';
const notificationsPath = '/api/v1/notificationdetails/getAllByUserId';
const unreadCountPath = '/api/v1/notificationdetails/getByUserId';
const completionsPath = (courseId: number) => `/api/v1/topiccompletions/getbycourse/${courseId}`;
/** The paper of Ayşe's short exam (9049, enrollment 202); the enrollment goes in the query. */
const shortPaperPath = '/api/v1/exams/9049';
const shortExamName = 'YDS Kısa Deneme (5 soru)';

/** Ayşe's B1 course (demo/seed/courses.mjs): 4 of its 8 topics are completed. */
const b1 = { id: 101, name: 'B1 Orta Seviye İngilizce' };

/** 10:42 in the tests' time zone (Europe/Istanbul, UTC+3): the time the kept copies are saved at. */
const signInTime = new Date('2026-11-26T07:42:00Z');
const savedNote = 'Saved 10:42 AM — refreshing';

/** The page came from the service worker (a repeat visit of the installed app), not from the network. */
function expectFromWorker(response: Response | null) {
  expect(response?.fromServiceWorker()).toBe(true);
}

/**
 * The product API stays silent on GETs of `paths` (lie-fi: connected, no reply) until `answer` lets
 * the held reads through, each with the server's answer as `change` rewrites it.
 */
async function holdReads(context: BrowserContext, paths: readonly string[]) {
  const held: Route[] = [];
  let answering: ((route: Route) => Promise<void>) | null = null;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    if (answering) return answering(route);
    held.push(route);
  };
  const matches = (url: URL) => paths.includes(url.pathname);
  await context.route(matches, handler);
  return {
    answer: async (change: (json: unknown) => unknown = (json) => json) => {
      answering = async (route) => {
        // From here, not the browser: the API the site names is this worker's own backend.
        const response = await route.fetch({ url: route.request().url().replace(siteApiUrl, demoApiUrl) });
        await route.fulfill({ response, json: change(await response.json()) }).catch(() => undefined);
      };
      await Promise.all(held.splice(0).map((route) => answering?.(route)));
    },
  };
}

const keptNote = (page: Page) => page.getByTestId('kept-copy-note');

/** The header's status with the note in it, as axe reads it (WCAG 2.2 AA, as e2e/accessibility.spec.ts scans). */
async function expectNoteAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="connection-status"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}
const courseLinks = (page: Page) => page.getByTestId('course-enrollments').getByRole('link');

const renamed = (name: string) => (json: unknown) => {
  const list = json as { courseEnrollments: Array<{ courseID: number; course: { name: string } }> };
  const enrollment = list.courseEnrollments.find((candidate) => candidate.courseID === b1.id);
  if (enrollment) enrollment.course.name = name;
  return list;
};

test.describe('device first: what the student has seen draws at once, then refreshes', () => {
  test.beforeEach(async ({ page }) => {
    await withoutHttpCache(page);
    await page.clock.install({ time: signInTime });
  });

  test('the course list draws from the kept copy while its read hangs, says when it was saved, then takes the fresh list', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await waitForServiceWorker(page);
    await expect(courseLinks(page)).toHaveCount(3);
    // Answered at once: nothing to say.
    await expect(keptNote(page)).toHaveCount(0);

    const enrollments = await holdReads(context, [enrollmentsPath]);
    expectFromWorker(await page.goto('/ogrenimIcerigi'));
    await expect(courseLinks(page)).toHaveCount(3);
    await expect(courseLinks(page).filter({ hasText: b1.name })).toBeVisible();

    await page.clock.runFor(readBudgetMs);
    await expect(keptNote(page)).toContainText(savedNote);
    // On a phone the note is its time in the header row, which stays one row wide.
    await expect(keptNote(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoteAccessible(page);

    await enrollments.answer(renamed('B1 Intermediate English (fresh)'));
    await expect(courseLinks(page).filter({ hasText: 'B1 Intermediate English (fresh)' })).toBeVisible();
    await expect(keptNote(page)).toHaveCount(0);
  });

  test('a course page draws its outline and progress from the kept copies while the reads hang', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    // The course cards' progress is kept once it has come.
    await expect(courseLinks(page).filter({ hasText: b1.name }).getByTestId('course-progress')).toHaveText(
      '4 of 8 topics completed',
    );

    const reads = await holdReads(context, [enrollmentsPath, completionsPath(b1.id)]);
    expectFromWorker(await page.goto(`/CourseDetail/${b1.id}`));
    await expect(page.getByRole('heading', { level: 1, name: b1.name })).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');

    await page.clock.runFor(readBudgetMs);
    // From 600 px the sentence itself is in the row.
    await expect(keptNote(page).getByText(savedNote)).toBeVisible();
    await expectNoteAccessible(page);

    await reads.answer((json) => (Array.isArray(json) ? json : renamed('B1 Intermediate English (fresh)')(json)));
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Intermediate English (fresh)' })).toBeVisible();
    await expect(keptNote(page)).toHaveCount(0);
  });

  test('the notifications list draws from the kept copy while its read hangs, then takes the fresh one', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/notifs');
    await expect(page.getByTestId('notification-title').first()).toBeVisible();
    const titles = await page.getByTestId('notification-title').allTextContents();

    const notifications = await holdReads(context, [notificationsPath]);
    expectFromWorker(await page.goto('/notifs'));
    await expect(page.getByTestId('notification-title')).toHaveText(titles);

    await page.clock.runFor(readBudgetMs);
    await expect(keptNote(page)).toContainText(savedNote);

    await notifications.answer((json) =>
      (json as Array<{ title: string }>).map((notification, index) =>
        index === 0 ? { ...notification, title: 'Fresh from the server' } : notification,
      ),
    );
    await expect(page.getByTestId('notification-title').filter({ hasText: 'Fresh from the server' })).toBeVisible();
    await expect(keptNote(page)).toHaveCount(0);
  });

  test('the exam start screen draws the paper kept on the device while its read hangs, then takes the fresh paper', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    // Opened once online: the paper is kept on the device by the time its start screen shows.
    await page.goto(shortExam);
    await expect(startButton(page)).toBeVisible();

    const reads = await holdReads(context, [enrollmentsPath, shortPaperPath]);
    expectFromWorker(await page.goto(shortExam));
    // Not the client's 20 s deadline: by the read budget the kept paper's start screen is there.
    await page.clock.runFor(readBudgetMs);
    await expect(startButton(page)).toBeVisible();
    await expect(startScreen(page)).toContainText('5 questions');
    await expect(page.getByRole('heading', { level: 1, name: shortExamName })).toBeVisible();
    await expect(keptNote(page)).toContainText(savedNote);

    await reads.answer((json) =>
      Array.isArray((json as { sections?: unknown }).sections)
        ? { ...(json as object), name: 'Short paper (fresh)' }
        : json,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Short paper (fresh)' })).toBeVisible();
    await expect(startButton(page)).toBeVisible();
    await expect(keptNote(page)).toHaveCount(0);
  });

  test('a 401 on the read behind a kept copy still clears the session and ends on /loginProblem', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    await addFault(request, { path: enrollmentsPath, status: 401, body: '{"message":"Unauthorized"}' });
    await page.goto('/ogrenimIcerigi');
    await page.waitForURL('**/loginProblem');
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    const stored = await page.evaluate(() =>
      ['token', 'refresh', 'user', 'kept_answers'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null]);
  });

  test('after sign-out, a second student never sees the first one’s kept data, even with the API silent', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    const ayseCourses = await courseLinks(page).allTextContents();
    await page.goto('/notifs');
    await expect(page.getByTestId('notification-title').first()).toBeVisible();
    const ayseTitles = await page.getByTestId('notification-title').allTextContents();

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kept_answers'))).toBeNull();

    const enrollments = await holdReads(context, [enrollmentsPath]);
    await holdReads(context, [notificationsPath, unreadCountPath]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await submitProviderForm(page, students.mehmet);
    await page.waitForURL('**/ogrenimIcerigi');
    await page.clock.runFor(readBudgetMs);
    await expect(page.getByRole('status').filter({ hasText: 'Checking your session…' })).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveCount(0);
    for (const course of ayseCourses) await expect(page.getByText(course)).toHaveCount(0);

    // His own list comes; the notifications stay silent: nothing of hers stands in for them.
    await enrollments.answer();
    await expect(page.getByTestId('display-name')).toContainText(students.mehmet.displayName);
    await expect(courseLinks(page).first()).toBeVisible();
    for (const course of ayseCourses) await expect(page.getByText(course)).toHaveCount(0);
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await page.goto('/notifs');
    await page.clock.runFor(readBudgetMs);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your notifications…' })).toBeVisible();
    for (const title of ayseTitles) await expect(page.getByText(title)).toHaveCount(0);
    await expect(keptNote(page)).toHaveCount(0);
  });

  test('a course and a notification titled "JavaScript: Functions <script>" are kept, and drawn as text on the next visit with the reads hanging', async ({
    page,
    context,
  }) => {
    const title = 'JavaScript: Functions <script>';
    // The API names Ayşe's B1 course and her newest notification so.
    const named = (json: unknown) =>
      Array.isArray(json)
        ? (json as Array<{ title: string }>).map((notification, index) =>
            index === 0 ? { ...notification, title } : notification,
          )
        : renamed(title)(json);
    const answeredSo = async (route: Route) => {
      const response = await route.fetch({ url: route.request().url().replace(siteApiUrl, demoApiUrl) });
      await route.fulfill({ response, json: named(await response.json()) });
    };
    const paths = (url: URL) => [enrollmentsPath, notificationsPath].includes(url.pathname);
    await context.route(paths, answeredSo);
    await signIn(page);
    await waitForServiceWorker(page);
    await expect(courseLinks(page).filter({ hasText: title })).toBeVisible();
    await page.goto('/notifs');
    await expect(page.getByTestId('notification-title').filter({ hasText: title })).toBeVisible();
    await context.unroute(paths, answeredSo);

    await holdReads(context, [enrollmentsPath, notificationsPath]);
    expectFromWorker(await page.goto('/ogrenimIcerigi'));
    // As text, whole: "<script>" is part of what the student reads, not markup.
    await expect(courseLinks(page).filter({ hasText: title })).toBeVisible();
    await page
      .getByTestId('main-navigation')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(page.getByTestId('notification-title').filter({ hasText: title })).toHaveText(title);
  });
});
