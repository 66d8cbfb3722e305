import { addFault, demoApiUrl, expect, signIn, test } from './support/fixtures';
import { holdCourseListUntilAsked } from './support/held-course-list';
import { goOfflineWithEmptyHttpCache } from './support/service-worker';
import {
  answer,
  countdown,
  demoAttempt,
  goToQuestion,
  heldAnswers,
  navItem,
  openExam,
  option,
  questionHeading,
  questionId,
  secondsShown,
  shortExam,
  startButton,
  startExamIfAsked,
  submit,
  ydsExam,
  yokdilExam,
} from './support/exam';

const secondsUntil = (deadline: string) => (Date.parse(deadline) - Date.now()) / 1000;

test.describe('taking an exam', () => {
  test('answers and the remaining time survive a reload, and reach the server', async ({ page, request }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    await expect(page.getByRole('heading', { level: 1, name: 'YDS Deneme Sınavı 1' })).toBeVisible();
    await expect(countdown(page)).toHaveText(/^(3:00:00|2:59:\d\d)$/);

    await answer(page, 1, 'B');
    await answer(page, 2, 'C');
    await answer(page, 3, 'D');
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await answer(page, 4, 'A');
    await page.getByRole('button', { name: 'Clear answer' }).click();
    await answer(page, 2, 'E');
    // Reloaded at once: the last answers are on the device only.
    await page.reload();

    await expect(questionHeading(page)).toHaveText('Question 2 of 80');
    await expect(option(page, 'E')).toBeChecked();
    for (const number of [1, 2, 3]) await expect(navItem(page, number)).toHaveAttribute('data-state', 'answered');
    await expect(navItem(page, 4)).toHaveAttribute('data-state', 'unanswered');
    await expect(navItem(page, 3)).toHaveAttribute('data-flagged', 'true');
    await expect(page.getByTestId('answered-count')).toHaveText('3 of 80 answered');

    // The time left is the server's deadline minus now: it went on counting, it was not reset.
    const attempt = await demoAttempt(request, 9033);
    expect(Math.abs((await secondsShown(page)) - secondsUntil(attempt.deadline))).toBeLessThanOrEqual(2);
    await expect(countdown(page)).toHaveText(/^2:59:\d\d$/);

    await expect(page.getByTestId('connection-status')).toHaveText('All answers sent');
    expect(heldAnswers(await demoAttempt(request, 9033))).toEqual({
      [questionId(9033, 1)]: 'B',
      [questionId(9033, 2)]: 'E',
      [questionId(9033, 3)]: 'D',
      [questionId(9033, 4)]: null,
    });
  });

  test('offline, the student keeps answering and submits; back online the server gets everything once', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    await answer(page, 1, 'A');
    await expect(page.getByTestId('connection-status')).toHaveText('All answers sent');

    await goOfflineWithEmptyHttpCache(page);
    await answer(page, 2, 'B');
    // Answer 1 is on the server, answer 2 only on the device: not "All answers sent" any more.
    await expect(page.getByTestId('connection-status')).toContainText('saved on this device and will be sent');
    await answer(page, 3, 'C');
    await page.getByRole('button', { name: 'Submit the exam' }).click();
    await page.getByRole('button', { name: 'Submit now' }).dblclick();
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    await expect(option(page, 'D')).toBeDisabled();
    const queued = await demoAttempt(request, 9033);
    expect(queued.status).toBe('in-progress');
    expect(Object.keys(queued.answers)).toEqual([questionId(9033, 1)]);

    await context.setOffline(false);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, 9033);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect(submitted.status).toBe('submitted');
    expect(submitted.submissionCount).toBe(1);
    expect(submitted.submissionIds).toHaveLength(1);
    expect(heldAnswers(submitted)).toEqual({
      [questionId(9033, 1)]: 'A',
      [questionId(9033, 2)]: 'B',
      [questionId(9033, 3)]: 'C',
    });
  });

  test('a submission the server fails is retried with the same id and every answer', async ({ page, request }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    const { attemptId } = await demoAttempt(request, 9033);
    await addFault(request, {
      method: 'POST',
      path: `/api/v1/exam-attempts/${attemptId}/submit`,
      status: 500,
      times: 1,
    });
    await answer(page, 1, 'C');
    await answer(page, 80, 'E');
    await submit(page);

    await expect(page.getByTestId('submission-status')).toContainText('did not go through');
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, 9033);
    expect(submitted.submissionCount).toBe(1);
    expect(submitted.submissionIds).toHaveLength(1);
    expect(heldAnswers(submitted)).toEqual({ [questionId(9033, 1)]: 'C', [questionId(9033, 80)]: 'E' });
  });

  test('at zero the short exam locks, submits itself (queued while offline) and opens the summary', async ({
    page,
    context,
    request,
  }) => {
    // The page's clock runs on from now, and jumps the exam's 20 s when the test says.
    await page.clock.install();
    await signIn(page);
    await openExam(page, shortExam);
    await expect(page.getByTestId('time-warning')).toContainText('1 minute left or less');
    await answer(page, 1, 'A');
    await answer(page, 2, 'B');
    await expect(page.getByTestId('connection-status')).toHaveText('All answers sent');

    await goOfflineWithEmptyHttpCache(page);
    await page.clock.fastForward('00:21');
    await expect(page.getByTestId('submission-status')).toContainText('Time is up');
    await expect(countdown(page)).toHaveText('00:00');
    await expect(page.getByTestId('submission-status')).toContainText('will be submitted when the connection returns');
    await expect(option(page, 'C')).toBeDisabled();
    await page.keyboard.press('c');
    await expect(option(page, 'B')).toBeChecked();
    expect((await demoAttempt(request, 9049)).status).toBe('in-progress');

    await context.setOffline(false);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const submitted = await demoAttempt(request, 9049);
    expect(page.url()).toMatch(new RegExp(`/SinavOzeti/${submitted.solvedExamId}$`));
    expect(submitted.status).toBe('submitted');
    expect(submitted.submissionCount).toBe(1);
    expect(Date.parse(submitted.clientSubmittedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(submitted.deadline) - 1000);
    expect(heldAnswers(submitted)).toEqual({ [questionId(9049, 1)]: 'A', [questionId(9049, 2)]: 'B' });
  });

  test('a submitted exam opened again says so and offers its results, a retake and the way back', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    await answer(page, 1, 'A');
    await submit(page);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    await page.goto(ydsExam);
    const submitted = page.getByTestId('exam-submitted');
    await expect(submitted.getByRole('heading', { level: 2, name: 'You have submitted this exam' })).toBeFocused();
    await expect(submitted.getByRole('link')).toHaveText(['See results', 'Retake', 'Back to YDS Deneme Sınavları']);

    await submitted.getByRole('link', { name: 'Retake' }).click();
    await page.waitForURL(`**${ydsExam}?retake=1`);
    await expect(page.getByRole('button', { name: 'Start the exam again' })).toBeVisible();
    await page.goBack();
    const { solvedExamId } = await demoAttempt(request, 9033);
    await page.getByRole('link', { name: 'See results' }).click();
    await page.waitForURL(new RegExp(`/SinavOzeti/${solvedExamId}$`));
    await expect(page.getByTestId('not-counted')).toBeEmpty();
  });

  test('keyboard: letters answer, N and P move, F flags', async ({ page }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    await page.keyboard.press('b');
    await expect(option(page, 'B')).toBeChecked();
    await page.keyboard.press('n');
    await expect(questionHeading(page)).toHaveText('Question 2 of 80');
    await expect(questionHeading(page)).toBeFocused();
    await page.keyboard.press('c');
    await page.keyboard.press('f');
    await expect(option(page, 'C')).toBeChecked();
    await expect(navItem(page, 2)).toHaveAttribute('data-flagged', 'true');
    await expect(navItem(page, 2)).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('p');
    await expect(questionHeading(page)).toHaveText('Question 1 of 80');
    await expect(option(page, 'B')).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(questionHeading(page)).toHaveText('Question 2 of 80');
    // Typing in a field is not answering.
    await page.getByRole('combobox', { name: 'Language' }).focus();
    await page.keyboard.press('a');
    await expect(option(page, 'C')).toBeChecked();
  });

  test('a second tab on the same attempt stays in step', async ({ page, context, request }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    const second = await context.newPage();
    await openExam(second, ydsExam);
    await answer(page, 5, 'D');
    await expect(navItem(second, 5)).toHaveAttribute('data-state', 'answered');
    await answer(second, 6, 'A');
    await expect(navItem(page, 6)).toHaveAttribute('data-state', 'answered');
    await submit(second);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    await second.waitForURL(/\/SinavOzeti\/\d+$/);
    expect(new URL(page.url()).pathname).toBe(new URL(second.url()).pathname);
    const submitted = await demoAttempt(request, 9033);
    expect(submitted.submissionCount).toBe(1);
    expect(submitted.submissionIds).toHaveLength(1);
    expect(heldAnswers(submitted)).toEqual({ [questionId(9033, 5)]: 'D', [questionId(9033, 6)]: 'A' });
  });

  test('E-YÖKDİL shows the reading passage beside its question, stacked on a narrow screen', async ({ page }) => {
    await signIn(page);
    await openExam(page, yokdilExam);
    await navItem(page, 31).click();
    const passage = page.getByRole('article', { name: 'Reading passage' });
    const question = page.locator('[data-question-id]');
    await expect(passage).toBeVisible();
    const [passageBox, questionBox] = [await passage.boundingBox(), await question.boundingBox()];
    expect(passageBox && questionBox && passageBox.x + passageBox.width <= questionBox.x).toBe(true);
    expect(passageBox && questionBox && Math.abs(passageBox.y - questionBox.y) < 40).toBe(true);

    await page.setViewportSize({ width: 390, height: 800 });
    // The phone's navigator bar replaces the side list once the page has seen the new width.
    await expect(page.getByTestId('navigator-bar')).toBeVisible();
    const [narrowPassage, narrowQuestion] = [await passage.boundingBox(), await question.boundingBox()];
    expect(narrowPassage && narrowQuestion && narrowPassage.y + narrowPassage.height <= narrowQuestion.y).toBe(true);

    await goToQuestion(page, 13);
    await expect(passage).toHaveCount(0);
  });

  test('opened by its address, the paper is asked for while the course list is still loading', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await holdCourseListUntilAsked(context, '/api/v1/exams/9033');
    await page.goto(ydsExam);
    await startExamIfAsked(page);
    await expect(questionHeading(page)).toHaveText('Question 1 of 80');
  });

  test('an exam outside the student’s courses is not found', async ({ page }) => {
    await signIn(page);
    await page.goto('/SinaviCoz/9033/201');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This exam could not be found among your courses.' }),
    ).toBeVisible();
  });

  test('a paper or an attempt the API does not find says "Request failed" and the API’s text (product.md section 8)', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const notFound = { status: 404, contentType: 'text/plain', body: 'No such exam paper' };
    await addFault(request, { method: 'GET', path: '/api/v1/exams/9033', ...notFound, times: 5 });
    await page.goto(ydsExam);
    const alert = page.getByRole('alert').filter({ hasText: 'Request failed: No such exam paper' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('This exam could not be found among your courses.');

    expect((await request.delete(`${demoApiUrl}/__demo/faults`)).ok()).toBe(true);
    await addFault(request, {
      method: 'POST',
      path: '/api/v1/exams/9033/attempts',
      ...notFound,
      body: 'No such attempt',
    });
    await page.goto(ydsExam);
    await startButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed: No such attempt' })).toBeVisible();
  });

  test('a failed load says so and loads on retry', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { method: 'GET', path: '/api/v1/exams/9033', status: 503, times: 1 });
    await page.goto(ydsExam);
    await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await startExamIfAsked(page);
  });
});
