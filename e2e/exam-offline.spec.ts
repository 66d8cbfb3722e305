import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import {
  answer,
  countdown,
  demoAttempt,
  demoAttempts,
  heldAnswers,
  navItem,
  option,
  questionHeading,
  questionId,
  secondsShown,
  startButton,
  startExamIfAsked,
  submit,
} from './support/exam';
import { examStartBudgetMs } from '../lib/config/ui';
import { firstInstallDelayMs } from '../lib/pwa/worker-registration';
import { expect, signIn, siteApiUrl, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

/** Seeded exams of ayse.yilmaz on course 104, enrollment 202, and course 105, enrollment 204 (docs/api.md). */
const ydsExam = { id: 9033, path: '/SinaviCoz/9033/202', name: 'YDS Deneme Sınavı 1' };
const shortExam = { id: 9049, path: '/SinaviCoz/9049/202', name: 'YDS Kısa Deneme (5 soru)' };
const yokdilExam = { id: 9039, name: 'YÖKDİL Sağlık Bilimleri Deneme Sınavı 1', coursePage: '/CourseDetail/105' };
const coursePage = '/CourseDetail/104';
/** The demo's attempt at `examId`, if the server has one yet. */
const attemptAt = async (request: APIRequestContext, examId: number) =>
  (await demoAttempts(request)).find((attempt) => attempt.examId === examId);

/**
 * Every request to the site goes through Playwright's router, which turns the browser's HTTP cache
 * off: offline, only the service worker can answer.
 */
async function bypassHttpCache(context: BrowserContext, baseURL: string | undefined) {
  const site = new URL(baseURL ?? 'http://localhost').host;
  await context.route(
    (url) => url.host === site,
    (route) => route.continue(),
  );
}

const connection = (page: Page) => page.getByTestId('connection-status');
const keptOnDevice = 'saved on this device and will be sent';

async function expectAnswered(page: Page, numbers: number[], total: number) {
  for (const number of numbers) await expect(navItem(page, number)).toHaveAttribute('data-state', 'answered');
  await expect(page.getByTestId('answered-count')).toHaveText(`${numbers.length} of ${total} answered`);
}

/** Opens the exam from the course page's list, as a student does. */
async function startFromCoursePage(page: Page, name: string) {
  // A retake for an exam with results in the history (the seeded sittings of the full paper); an
  // attempt in progress on the device is continued.
  const escaped = name.replace(/[()]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`^(Start|Retake|Continue) the exam: ${escaped}$`) }).click();
  await startExamIfAsked(page);
}

/** Every script the page loaded since `since` came from the service worker. */
function scriptsFromWorker(page: Page) {
  const seen: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      seen.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return seen;
}

const apiHost = new URL(siteApiUrl).host;
const toApi = (url: URL) => url.host === apiHost;

/**
 * No network, as on a phone that lost it. Besides Chromium's offline emulation, every request to
 * the API is refused: the emulation reaches a newly loaded document a moment late, and a request
 * in that moment went through once in CI, which a phone without network never does.
 */
async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route(toApi, (route) => route.abort('internetdisconnected'));
}

async function restoreNetwork(context: BrowserContext) {
  await context.unroute(toApi);
  await context.setOffline(false);
}

/**
 * Lie-fi: the API accepts every request and answers none until the test releases them, as a
 * captive portal or a stalled proxy does. Returns the release.
 */
async function silenceApi(context: BrowserContext) {
  const held: Route[] = [];
  await context.route(toApi, (route) => void held.push(route));
  return async () => {
    await context.unroute(toApi);
    // A request its page gave up on (a reload) can no longer go on.
    for (const route of held) await route.continue().catch(() => undefined);
  };
}

/**
 * Presses Start with the API silent (`silenceApi`) and the page's clock paused: from here the
 * page's time moves only when the test says. Returns the release of the API.
 */
async function startWithApiSilent(page: Page, context: BrowserContext) {
  const releaseApi = await silenceApi(context);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await startButton(page).click();
  return releaseApi;
}

/** The lie-fi budget from a tap to the first question (3.5 s), as for every other screen. */
const lieFiBudgetMs = 3500;

/** Signed in, the worker in control, the HTTP cache bypassed from the start: on the exam course's page. */
async function openCoursePageUnderTheWorker(page: Page, baseURL: string | undefined, course = coursePage) {
  await bypassHttpCache(page.context(), baseURL);
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto(course);
}

/** On the course page, keeps an exam's paper (the short exam's unless named) on the device ahead of time; returns its card. */
async function keepExamAhead(page: Page, name = shortExam.name) {
  const card = page.getByTestId('course-exams').getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: `Keep on this device: ${name}` }).click();
  await expect(card.getByText('Kept on this device: you can start it without a connection.')).toBeVisible();
  return card;
}

test.describe('exams offline', () => {
  test('an exam started online reopens offline after a reload and from the course page, and is submitted once back online', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await openCoursePageUnderTheWorker(page, baseURL);
    await startFromCoursePage(page, ydsExam.name);
    await answer(page, 1, 'B');
    await answer(page, 2, 'C');
    await expect(connection(page)).toHaveText('All answers sent');

    await cutNetwork(context);
    await answer(page, 3, 'D');
    const scripts = scriptsFromWorker(page);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(questionHeading(page)).toHaveText('Question 3 of 80');
    await expect(option(page, 'D')).toBeChecked();
    await expectAnswered(page, [1, 2, 3], 80);
    await expect(page.getByTestId('exam-from-device')).toContainText('Opened from this device without a connection');
    await expect(connection(page)).toContainText(keptOnDevice);
    // The time left is the server's deadline, as last heard, in server time: it went on counting.
    const { deadline } = await demoAttempt(request, ydsExam.id);
    expect(Math.abs((await secondsShown(page)) - (Date.parse(deadline) - Date.now()) / 1000)).toBeLessThanOrEqual(2);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);

    await answer(page, 4, 'A');
    await page.getByRole('button', { name: 'Clear answer' }).click();
    await answer(page, 5, 'E');

    // Closed and opened again from the course page, still offline.
    const course = await page.goto(coursePage);
    expect(course?.fromServiceWorker()).toBe(true);
    // Issue 22: the attempt in progress is continued, not started or retaken.
    await expect(page.getByRole('link', { name: `Continue the exam: ${ydsExam.name}` })).toBeVisible();
    await startFromCoursePage(page, ydsExam.name);
    await expectAnswered(page, [1, 2, 3, 5], 80);
    await expect(navItem(page, 4)).toHaveAttribute('data-state', 'unanswered');
    await answer(page, 80, 'B');
    await page.getByRole('button', { name: 'Submit the exam' }).click();
    await page.getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    const waiting = await demoAttempt(request, ydsExam.id);
    expect(waiting.status).toBe('in-progress');
    expect(heldAnswers(waiting)).toEqual({ [questionId(9033, 1)]: 'B', [questionId(9033, 2)]: 'C' });

    // Nothing pressed: the connection returns and the queued submission goes, once.
    await restoreNetwork(context);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, ydsExam.id);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect(submitted.submissionCount).toBe(1);
    expect(submitted.submissionIds).toHaveLength(1);
    const expected: Record<number, string | null> = { 1: 'B', 2: 'C', 3: 'D', 4: null, 5: 'E', 80: 'B' };
    expect(heldAnswers(submitted)).toEqual(
      Object.fromEntries(Object.entries(expected).map(([number, key]) => [questionId(9033, Number(number)), key])),
    );
    const questions = page.getByTestId('summary-question');
    await expect(questions).toHaveCount(80);
    for (const [number, key] of Object.entries(expected)) {
      await expect(questions.nth(Number(number) - 1).getByTestId('question-answers')).toContainText(
        `Your answer: ${key ?? 'none'} ·`,
      );
    }
  });

  test('time up offline after an offline reload: the queued submission survives another reload and is sent once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // The page's clock runs on from now, and jumps the exam's 20 s when the test says.
    await page.clock.install();
    await openCoursePageUnderTheWorker(page, baseURL);
    await startFromCoursePage(page, shortExam.name);
    await answer(page, 1, 'A');
    await expect(connection(page)).toHaveText('All answers sent');

    await cutNetwork(context);
    await answer(page, 2, 'B');
    await page.reload();
    await expectAnswered(page, [1, 2], 5);
    await page.clock.fastForward('00:21');
    await expect(page.getByTestId('submission-status')).toContainText('Time is up');
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(countdown(page)).toHaveText('00:00');
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    await expect(option(page, 'C')).toBeDisabled();
    expect((await demoAttempt(request, shortExam.id)).status).toBe('in-progress');

    await restoreNetwork(context);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, shortExam.id);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect(submitted.submissionCount).toBe(1);
    expect(submitted.submissionIds).toHaveLength(1);
    expect(heldAnswers(submitted)).toEqual({ [questionId(9049, 1)]: 'A', [questionId(9049, 2)]: 'B' });
  });

  test('an exam kept ahead on the course page starts offline; back online its attempt, start time and answers reach the server', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // The page's clock runs on from now, and jumps the exam's 20 s when the test says. It starts as
    // far behind as waiting for the worker moves it ahead, so the device's start time is the real
    // one: a start the device dated ahead of the server's clock would count from its arrival instead.
    await page.clock.install({ time: Date.now() - firstInstallDelayMs });
    await openCoursePageUnderTheWorker(page, baseURL);
    const card = await keepExamAhead(page);
    await expect(card.getByRole('status')).toHaveText(`${shortExam.name} is kept on this device.`);
    await card.getByRole('button', { name: `Remove from this device: ${shortExam.name}` }).click();
    await expect(card.getByRole('status')).toHaveText(`${shortExam.name} was removed from this device.`);
    await card.getByRole('button', { name: `Keep on this device: ${shortExam.name}` }).click();
    await expect(card.getByText('Kept on this device: you can start it without a connection.')).toBeVisible();
    // An exam the server has no paper for can be neither started nor kept, and says why.
    const noPaper = page.getByTestId('course-exams').getByRole('listitem').filter({ hasText: 'YDS Deneme Sınavı 2' });
    await expect(noPaper).toContainText('Not available yet: this exam has no questions yet.');
    await expect(noPaper.getByRole('button')).toHaveCount(0);
    // Kept, not started: the server has no attempt yet.
    expect(await attemptAt(request, shortExam.id)).toBeUndefined();

    await cutNetwork(context);
    const course = await page.reload();
    expect(course?.fromServiceWorker()).toBe(true);
    await expect(card.getByText('Kept on this device: you can start it without a connection.')).toBeVisible();
    await expect(noPaper).toContainText('Not available yet: this exam has no questions yet.');
    await expect(card.getByRole('button', { name: `Remove from this device: ${shortExam.name}` })).toBeVisible();
    const startedBefore = Date.now();
    await startFromCoursePage(page, shortExam.name);
    const startedAfter = Date.now();
    await expect(page.getByTestId('exam-from-device')).toContainText('Started on this device without a connection');
    await answer(page, 1, 'A');
    await expect(connection(page)).toContainText(keptOnDevice);
    await answer(page, 4, 'C');
    await answer(page, 5, 'B');
    // Time runs out while offline: the submission waits on the device.
    await page.clock.fastForward('00:21');
    await expect(page.getByTestId('submission-status')).toContainText('Time is up');
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    expect(await attemptAt(request, shortExam.id)).toBeUndefined();

    await restoreNetwork(context);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, shortExam.id);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect(submitted.attemptId).toMatch(/^d-/);
    // The device's start time, and the exam's 20 s from it.
    expect(Date.parse(submitted.startedAt)).toBeGreaterThanOrEqual(startedBefore - 1000);
    expect(Date.parse(submitted.startedAt)).toBeLessThanOrEqual(startedAfter + 1000);
    expect(Date.parse(submitted.deadline) - Date.parse(submitted.startedAt)).toBe(20_000);
    expect(submitted.submissionCount).toBe(1);
    expect(heldAnswers(submitted)).toEqual({
      [questionId(9049, 1)]: 'A',
      [questionId(9049, 4)]: 'C',
      [questionId(9049, 5)]: 'B',
    });
    const questions = page.getByTestId('summary-question');
    await expect(questions).toHaveCount(5);
    await expect(questions.nth(0).getByTestId('question-answers')).toContainText('Your answer: A ·');
    await expect(questions.nth(1).getByTestId('question-answers')).toContainText('Your answer: none ·');
    await expect(questions.nth(3).getByTestId('question-answers')).toContainText('Your answer: C ·');
    await expect(questions.nth(4).getByTestId('question-answers')).toContainText('Your answer: B ·');
  });

  test('with the API silent, a kept exam starts within the lie-fi budget, reopens at once after a reload, and is submitted once when the API answers', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.clock.install();
    await openCoursePageUnderTheWorker(page, baseURL);
    await keepExamAhead(page);
    await page.getByRole('link', { name: `Start the exam: ${shortExam.name}` }).click();
    await expect(startButton(page)).toBeVisible();

    const releaseApi = await startWithApiSilent(page, context);
    await page.clock.runFor(examStartBudgetMs - 1);
    await expect(questionHeading(page)).toHaveCount(0);
    await page.clock.runFor(lieFiBudgetMs - examStartBudgetMs + 1);
    await expect(questionHeading(page)).toHaveText('Question 1 of 5');
    await expect(page.getByTestId('exam-from-device')).toContainText('Started on this device without a connection');
    await answer(page, 1, 'A');
    await expect(connection(page)).toContainText(keptOnDevice);

    // Closed and opened again, the API still silent: the kept exam, not "No response from server".
    await page.reload();
    await page.clock.runFor(lieFiBudgetMs);
    await expect(questionHeading(page)).toBeVisible();
    await expectAnswered(page, [1], 5);
    await expect(page.getByText('No response from server')).toHaveCount(0);
    await answer(page, 3, 'C');
    await page.getByRole('button', { name: 'Submit the exam' }).click();
    await page.getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    expect(await attemptAt(request, shortExam.id)).toBeUndefined();

    // The API answers: the start goes, then the answers and one submission, with nothing pressed.
    await releaseApi();
    await page.clock.resume();
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, shortExam.id);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect((await demoAttempts(request)).filter((attempt) => attempt.examId === shortExam.id)).toHaveLength(1);
    expect(submitted.submissionCount).toBe(1);
    expect(heldAnswers(submitted)).toEqual({ [questionId(9049, 1)]: 'A', [questionId(9049, 3)]: 'C' });
  });

  test('with the API silent, an exam started from the kept paper moves to the attempt the API made once it answers, and every answer given meanwhile reaches it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.clock.install();
    await openCoursePageUnderTheWorker(page, baseURL, yokdilExam.coursePage);
    await keepExamAhead(page, yokdilExam.name);
    await page.getByRole('link', { name: `Start the exam: ${yokdilExam.name}` }).click();
    await expect(startButton(page)).toBeVisible();

    // The start request is held: past the budget the exam opens from the kept paper, under the device's id.
    const releaseApi = await startWithApiSilent(page, context);
    await page.clock.runFor(lieFiBudgetMs);
    await expect(questionHeading(page)).toHaveText('Question 1 of 80');
    await expect(page.getByTestId('exam-from-device')).toContainText('Started on this device without a connection');
    await answer(page, 1, 'A');

    // The held start reaches the API, which makes an attempt of its own: the device's answers move
    // there while the student goes on answering.
    await releaseApi();
    await page.clock.resume();
    await answer(page, 2, 'B');
    await answer(page, 3, 'C');
    await expect(page.getByTestId('exam-from-device')).toHaveCount(0);
    await answer(page, 4, 'D');
    await expect(connection(page)).toHaveText('All answers sent');
    const attempts = (await demoAttempts(request)).filter((attempt) => attempt.examId === yokdilExam.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.attemptId).not.toMatch(/^d-/);
    const expected = { 1: 'A', 2: 'B', 3: 'C', 4: 'D' };
    expect(heldAnswers(attempts[0]!)).toEqual(
      Object.fromEntries(Object.entries(expected).map(([number, key]) => [questionId(9039, Number(number)), key])),
    );
    // Nothing of the attempt started on the device is left waiting anywhere.
    await page.goto(yokdilExam.coursePage);
    await expect(page.getByRole('region', { name: 'Exam answers waiting on this device' })).toHaveCount(0);
  });

  test('a retake without a connection waits for the server: the submitted attempt never opens in its place', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    await page.goto(shortExam.path);
    await startExamIfAsked(page);
    await answer(page, 1, 'A');
    await submit(page);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);

    await page.goto(`${shortExam.path}?retake=1`);
    await expect(startButton(page)).toBeVisible();
    await cutNetwork(context);
    await startButton(page).click();
    await expect(page.getByText('No response from server')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See results' })).toHaveCount(0);
    await expect(questionHeading(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(shortExam.path);

    // The connection returns, nothing pressed: the new attempt starts, empty, on the server.
    await restoreNetwork(context);
    await expect(questionHeading(page)).toHaveText('Question 1 of 5');
    await expect(page.getByTestId('answered-count')).toHaveText('0 of 5 answered');
    const attempts = (await demoAttempts(request)).filter((attempt) => attempt.examId === shortExam.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['submitted', 'in-progress']);
  });
});
