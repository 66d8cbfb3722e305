import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { workerLaunchOptions } from './support/worker-backends';
import { addFault, demoApiUrl, expect, openAccountMenu, signIn, test } from './support/fixtures';
import { goOfflineWithEmptyHttpCache } from './support/service-worker';
import {
  answer,
  demoAttempt,
  demoAttempts,
  heldAnswers,
  navigatorDialog,
  navItem,
  openExam,
  option,
  questionId,
  showNavigator,
  submit,
  ydsExam,
  yokdilExam,
} from './support/exam';

/**
 * Issue 8, "durable on the device": an answer shown as saved on the device survives the browser
 * process being killed; a device that cannot store says so and still sends every answer; two
 * tabs answering at the same moment lose nothing. And what the device holds ends: an answer the
 * server refuses for good (the exam submitted on another device) is named once and waits nowhere.
 */

const answerStatus = (page: Page) => page.getByTestId('connection-status');
const storageFullAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'storage is full' });
/** The statuses that say every answer shown is on the device's disk, not yet on the server. */
const savedOnDevice = /^(sending|retrying|offline)$/;
const keys = ['A', 'B', 'C', 'D', 'E'];

test('a full storage is said at once on the exam screen, and every answer still reaches the server', async ({
  page,
  request,
}) => {
  // As a phone whose storage fills up mid-exam: every IndexedDB write fails from then on.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((window as { storageFull?: boolean }).storageFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  await openExam(page, ydsExam);
  await answer(page, 1, 'A');
  await expect(answerStatus(page)).toHaveText('All answers sent');
  await expect(storageFullAlert(page)).toHaveCount(0);

  await page.evaluate(() => Object.assign(window, { storageFull: true }));
  await answer(page, 2, 'B');
  await expect(storageFullAlert(page)).toBeVisible();
  await expect(option(page, 'B')).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await answer(page, 3, 'C');
  await answer(page, 4, 'D');
  await expect(answerStatus(page)).toHaveText('All answers sent');

  // Nothing unselected itself: every answer is still chosen once all the work is done.
  await expect(option(page, 'D')).toBeChecked();
  const inDialog = await showNavigator(page);
  for (const number of [1, 2, 3, 4]) await expect(navItem(page, number)).toHaveAttribute('data-state', 'answered');
  if (inDialog) {
    await page.keyboard.press('Escape');
    await expect(navigatorDialog(page)).toBeHidden();
  }
  await expect(storageFullAlert(page)).toBeVisible();
  const expected = {
    [questionId(9033, 1)]: 'A',
    [questionId(9033, 2)]: 'B',
    [questionId(9033, 3)]: 'C',
    [questionId(9033, 4)]: 'D',
  };
  expect(heldAnswers(await demoAttempt(request, 9033))).toEqual(expected);

  await submit(page);
  await page.waitForURL(/\/SinavOzeti\/\d+$/);
  const submitted = await demoAttempt(request, 9033);
  expect(submitted.submissionCount).toBe(1);
  expect(heldAnswers(submitted)).toEqual(expected);
});

test('two tabs answering different questions within milliseconds, again and again, lose nothing', async ({
  page,
  context,
  request,
}) => {
  await signIn(page);
  await openExam(page, ydsExam);
  const second = await context.newPage();
  await openExam(second, ydsExam);

  const rounds = 8;
  const expected: Record<string, string> = {};
  for (let round = 0; round < rounds; round += 1) {
    const [first, other] = [round * 2 + 1, round * 2 + 2];
    await navItem(page, first).click();
    await navItem(second, other).click();
    const [firstKey, otherKey] = [keys[round % 5] as string, keys[(round + 2) % 5] as string];
    // Both clicks leave together: they land in the two tabs within a few milliseconds.
    await Promise.all([
      option(page, firstKey).evaluate((input: HTMLInputElement) => input.click()),
      option(second, otherKey).evaluate((input: HTMLInputElement) => input.click()),
    ]);
    expected[questionId(9033, first)] = firstKey;
    expected[questionId(9033, other)] = otherKey;
  }

  for (const tab of [page, second]) {
    await expect(answerStatus(tab)).toHaveText('All answers sent');
    await expect(tab.getByTestId('answered-count')).toHaveText(`${rounds * 2} of 80 answered`);
  }
  expect(heldAnswers(await demoAttempt(request, 9033))).toEqual(expected);
});

/** The Chromium browser process of a persistent profile: the one holding it whose parent does not. */
function browserProcessOf(userDataDir: string): number {
  const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(
      (match): match is RegExpMatchArray =>
        match !== null && (match[3] ?? '').includes(`--user-data-dir=${userDataDir}`),
    )
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]) }));
  const holders = new Set(processes.map(({ pid }) => pid));
  const browsers = processes.filter(({ ppid }) => !holders.has(ppid));
  expect(browsers, 'one Chromium browser process for the profile').toHaveLength(1);
  return browsers[0]?.pid ?? 0;
}

async function launchProfile(
  userDataDir: string,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...workerLaunchOptions,
    baseURL,
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** Signs in unless the session came back from the profile (local storage reaches the disk lazily). */
async function signInIfNeeded(page: Page) {
  await page.goto('/');
  const signedIn = page.getByRole('link', { name: 'Go to my courses' });
  await expect(signedIn.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
  if (!(await signedIn.isVisible())) await signIn(page);
}

for (const exam of [
  { type: 'E-YDS', path: ydsExam, examId: 9033, cut: 'the answer save failing' },
  { type: 'E-YÖKDİL', path: yokdilExam, examId: 9039, cut: 'the answer save failing' },
  { type: 'E-YÖKDİL', path: yokdilExam, examId: 9039, cut: 'the network down' },
]) {
  test(`${exam.type}, ${exam.cut}: the browser process killed right after answers show as saved on the device loses none of them`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const userDataDir = mkdtempSync(join(tmpdir(), 'exam-durability-'));
    try {
      const first = await launchProfile(userDataDir, baseURL);
      await signIn(first.page);
      await openExam(first.page, exam.path);
      const { attemptId } = await demoAttempt(request, exam.examId);
      if (exam.cut === 'the network down') await goOfflineWithEmptyHttpCache(first.page);
      else
        await addFault(request, {
          method: 'PUT',
          path: `/api/v1/exam-attempts/${attemptId}/answers`,
          status: 500,
          times: 10_000,
        });

      const expected: Record<string, string> = {};
      for (let number = 1; number <= 10; number += 1) {
        const key = keys[number % 5] as string;
        await answer(first.page, number, key);
        expected[questionId(exam.examId, number)] = key;
      }
      await expect(answerStatus(first.page)).toHaveAttribute('data-connection', savedOnDevice);
      await expect(first.page.getByTestId('answered-count')).toHaveText('10 of 80 answered');

      // As Android ends a backgrounded browser: the whole process group, no chance to flush anything.
      process.kill(-browserProcessOf(userDataDir), 'SIGKILL');
      await first.context.close().catch(() => undefined);
      expect(heldAnswers(await demoAttempt(request, exam.examId))).toEqual({});
      expect((await request.delete(`${demoApiUrl}/__demo/faults`)).ok()).toBe(true);

      const second = await launchProfile(userDataDir, baseURL);
      await signInIfNeeded(second.page);
      await openExam(second.page, exam.path);
      await expect(second.page.getByTestId('answered-count')).toHaveText('10 of 80 answered');
      await expect(answerStatus(second.page)).toHaveText('All answers sent');
      expect(heldAnswers(await demoAttempt(request, exam.examId))).toEqual(expected);
      await second.context.close();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
}

/**
 * Answers question 3 (D) of the exam on screen while its answers cannot be sent: it waits on the
 * device. Returns the way to let them through again.
 */
async function answerWaiting(page: Page, context: BrowserContext) {
  const answers = '**/api/v1/exam-attempts/*/answers';
  await context.route(answers, (route) => route.abort('internetdisconnected'));
  await answer(page, 3, 'D');
  await expect(answerStatus(page)).toHaveAttribute('data-connection', 'offline');
  return () => context.unroute(answers);
}

const waitingBanner = (page: Page) => page.getByRole('region', { name: 'Exam answers waiting on this device' });
const notCountedItems = (page: Page) => page.getByTestId('not-counted').getByRole('listitem');
const submittedElsewhere =
  'Not counted: these answers were given on this device after the exam had been submitted on another device.';

async function openMyCourses(page: Page) {
  await page.goto('/ogrenimIcerigi');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
}

/** Sign-out asks nothing when nothing waits: the session ends at once, on the welcome page. */
async function signOutAskingNothing(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The same student on two devices (browser contexts: storage of their own), both signed in, on one exam. */
async function twoDevices(browser: Browser, examPath: string) {
  const [laptopContext, phoneContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [laptop, phone] = await Promise.all([laptopContext.newPage(), phoneContext.newPage()]);
  await signIn(laptop);
  await signIn(phone);
  // The same attempt open on both: the phone started it, the laptop continues it.
  await openExam(phone, examPath);
  await openExam(laptop, examPath);
  const close = () => Promise.all([laptopContext.close(), phoneContext.close()]);
  return { laptop, phone, phoneContext, close };
}

for (const exam of [
  { type: 'E-YDS', path: ydsExam, examId: 9033 },
  { type: 'E-YÖKDİL', path: yokdilExam, examId: 9039 },
]) {
  test(`${exam.type}: an answer given after another device submitted is named once as not counted, and waits nowhere`, async ({
    browser,
    request,
  }) => {
    // Two devices, each signed in, and five page loads after: the time of three tests.
    test.slow();
    const { laptop, phone, phoneContext, close } = await twoDevices(browser, exam.path);
    await answer(laptop, 1, 'B');
    await submit(laptop);
    await laptop.waitForURL(/\/SinavOzeti\/\d+$/);

    // The phone has not heard of it: its next answer is refused by the server, for good.
    await answer(phone, 2, 'C');
    await phone.waitForURL(/\/SinavOzeti\/\d+$/);
    await expect(phone.getByTestId('not-counted')).toContainText(submittedElsewhere);
    await expect(notCountedItems(phone)).toHaveText(['Question 2: you chose C']);
    await expect(waitingBanner(phone)).toHaveCount(0);
    expect(heldAnswers(await demoAttempt(request, exam.examId))).toEqual({ [questionId(exam.examId, 1)]: 'B' });

    // Told once; after a reload, on My courses and in the app launched again, nothing waits.
    await phone.reload();
    await expect(phone.getByTestId('summary-score')).toBeVisible();
    await expect(notCountedItems(phone)).toHaveCount(0);
    await openMyCourses(phone);
    await expect(waitingBanner(phone)).toHaveCount(0);
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await expect(waitingBanner(phone)).toHaveCount(0);
    await phone.close();
    const relaunched = await phoneContext.newPage();
    await openMyCourses(relaunched);
    await expect(waitingBanner(relaunched)).toHaveCount(0);
    await signOutAskingNothing(relaunched);
    await close();
  });
}

test('an answer left waiting when another device submitted is settled by opening the exam from the notice', async ({
  browser,
  request,
}) => {
  test.slow(); // two devices, each signed in
  const { laptop, phone, phoneContext, close } = await twoDevices(browser, ydsExam);
  // The phone's answer cannot be sent: it waits on the device while the laptop submits.
  await phoneContext.route('**/api/v1/exam-attempts/*/answers', (route) => route.abort('internetdisconnected'));
  await answer(phone, 2, 'C');
  await expect(answerStatus(phone)).toHaveAttribute('data-connection', 'offline');
  await answer(laptop, 1, 'B');
  await submit(laptop);
  await laptop.waitForURL(/\/SinavOzeti\/\d+$/);

  await openMyCourses(phone);
  await phoneContext.unroute('**/api/v1/exam-attempts/*/answers');
  const openIt = waitingBanner(phone).getByRole('link', { name: 'Open “YDS Deneme Sınavı 1” to send its answers' });
  await openIt.click();
  // The server says the exam is scored: the waiting answer is settled, and the results name it.
  const { solvedExamId } = await demoAttempt(request, 9033);
  await phone.waitForURL(new RegExp(`/SinavOzeti/${solvedExamId}$`));
  await expect(phone.getByTestId('not-counted')).toContainText(submittedElsewhere);
  await expect(notCountedItems(phone)).toHaveText(['Question 2: you chose C']);
  await phone.getByRole('link', { name: 'My courses' }).first().click();
  await expect(phone.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(waitingBanner(phone)).toHaveCount(0);
  await signOutAskingNothing(phone);
  expect(heldAnswers(await demoAttempt(request, 9033))).toEqual({ [questionId(9033, 1)]: 'B' });
  await close();
});

test('an exam no longer available settles the answer waiting for it, names it on its page, and nothing waits', async ({
  page,
  context,
  request,
}) => {
  await signIn(page);
  await openExam(page, ydsExam);
  const sendAgain = await answerWaiting(page, context);
  // The school takes the exam away: neither its paper nor its attempt is found any more.
  const notFound = { status: 404, body: JSON.stringify({ message: 'Not found' }), times: 100 };
  await addFault(request, { method: 'GET', path: '/api/v1/exams/9033', ...notFound });
  await addFault(request, { method: 'POST', path: '/api/v1/exams/9033/attempts', ...notFound });

  await openMyCourses(page);
  await sendAgain();
  await waitingBanner(page).getByRole('link', { name: 'Open “YDS Deneme Sınavı 1” to send its answers' }).click();
  await expect(page.getByTestId('not-counted')).toContainText(
    'Not counted: this exam is no longer available, so these answers given on this device could not be sent.',
  );
  // Numbered by the paper the device kept.
  await expect(notCountedItems(page)).toHaveText(['Question 3: you chose D']);
  await openMyCourses(page);
  await expect(waitingBanner(page)).toHaveCount(0);
  await signOutAskingNothing(page);
});

test('a submission this device held while another device submitted first: the same results, and the answer only this device had is named', async ({
  browser,
  request,
}) => {
  test.slow(); // two devices, each signed in
  const { laptop, phone, phoneContext, close } = await twoDevices(browser, ydsExam);
  // The phone loses its connection: its answer and then its submission wait on it.
  await phoneContext.setOffline(true);
  await answer(phone, 2, 'C');
  await submit(phone);
  await expect(phone.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
  await answer(laptop, 1, 'B');
  await submit(laptop);
  await laptop.waitForURL(/\/SinavOzeti\/\d+$/);

  // Back online, the phone's submission gets the laptop's result, which says whose submission counted.
  await phoneContext.setOffline(false);
  await phone.waitForURL(/\/SinavOzeti\/\d+$/);
  const scored = await demoAttempt(request, 9033);
  expect(phone.url()).toMatch(new RegExp(`/SinavOzeti/${scored.solvedExamId}$`));
  expect(scored.submissionIds).toHaveLength(2);
  expect(scored.submissionCount).toBe(1);
  await expect(phone.getByTestId('not-counted')).toContainText(submittedElsewhere);
  await expect(notCountedItems(phone)).toHaveText(['Question 2: you chose C']);
  expect(heldAnswers(await demoAttempt(request, 9033))).toEqual({ [questionId(9033, 1)]: 'B' });
  await openMyCourses(phone);
  await expect(waitingBanner(phone)).toHaveCount(0);
  await close();
});

test('an attempt gone from the server while its exam goes on: the new attempt opens, naming the answer that waited for the old one', async ({
  page,
  context,
  request,
}) => {
  await signIn(page);
  await openExam(page, ydsExam);
  await answer(page, 1, 'A');
  await expect(answerStatus(page)).toHaveText('All answers sent');
  const sendAgain = await answerWaiting(page, context);
  // The school clears the student's attempts; the exam itself stays.
  expect((await request.post(`${demoApiUrl}/__demo/reset`)).ok()).toBe(true);

  await openMyCourses(page);
  await sendAgain();
  await waitingBanner(page).getByRole('link', { name: 'Open “YDS Deneme Sınavı 1” to send its answers' }).click();
  await expect(page.getByTestId('not-counted')).toContainText(
    'Not counted: your earlier attempt at this exam is no longer on the school’s server, so these answers, given in it on this device, could not be sent.',
  );
  await expect(notCountedItems(page)).toHaveText(['Question 3: you chose D']);
  // The attempt the server started in its place, empty, to answer again.
  await expect(page.getByTestId('answered-count')).toHaveText('0 of 80 answered');
  const attempts = (await demoAttempts(request)).filter((attempt) => attempt.examId === 9033);
  expect(attempts).toHaveLength(1);
  expect(attempts[0]?.status).toBe('in-progress');

  // Told once; nothing waits any more.
  await page.reload();
  await expect(page.getByTestId('answered-count')).toHaveText('0 of 80 answered');
  await expect(notCountedItems(page)).toHaveCount(0);
  await openMyCourses(page);
  await expect(waitingBanner(page)).toHaveCount(0);
  await signOutAskingNothing(page);
});

test('an answer waiting for an exam whose course left the student’s list is named in the notice, without a link, until dismissed', async ({
  page,
  context,
  request,
}) => {
  await signIn(page);
  await openExam(page, ydsExam);
  const sendAgain = await answerWaiting(page, context);
  // The school ends the enrollment: the course, and its exam, leave the student's list.
  const ended = await request.delete(`${demoApiUrl}/__demo/enrollments?user=ayse.yilmaz&id=202`);
  expect(ended.ok()).toBe(true);
  await sendAgain();

  await openMyCourses(page);
  const banner = waitingBanner(page);
  await expect(banner).toContainText(
    '“YDS Deneme Sınavı 1”: its course is no longer in your course list, so these answers given on this device cannot be sent:',
  );
  await expect(banner.getByRole('listitem').getByRole('listitem')).toHaveText(['Question 3: you chose D']);
  await expect(banner.getByRole('link')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Dismiss: YDS Deneme Sınavı 1' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(waitingBanner(page)).toHaveCount(0);
  await signOutAskingNothing(page);
});
