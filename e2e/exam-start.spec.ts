import { expect, signIn, test } from './support/fixtures';
import {
  countdown,
  goToQuestion,
  demoAttempts,
  navItem,
  option,
  questionHeading,
  secondsShown,
  startButton,
  startScreen,
  submit,
  ydsExam,
} from './support/exam';
import { shortExam, shortExamKeys } from './support/short-exam';

test.describe('exam screens', () => {
  test('an exam not open yet, or without its paper, says so on its page and starts nothing', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/SinaviCoz/9036/202');
    await expect(page.getByRole('heading', { level: 1, name: 'Okuma Anlama Denemesi' })).toBeVisible();
    await expect(page.getByTestId('exam-availability')).toHaveText(/^Opens on \w+ \d+/);
    await expect(startScreen(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to YDS Deneme Sınavları' }).click();
    await page.waitForURL('**/CourseDetail/104/1009/5021');

    await page.goto('/SinaviCoz/9034/202');
    await expect(page.getByRole('heading', { level: 1, name: 'YDS Deneme Sınavı 2' })).toBeVisible();
    await expect(page.getByTestId('exam-availability')).toHaveText(
      'Not available yet: this exam has no questions yet.',
    );
    await expect(page.getByText('This exam could not be found')).toHaveCount(0);
    await expect(startScreen(page)).toHaveCount(0);
    expect((await demoAttempts(request)).filter((attempt) => [9034, 9036].includes(attempt.examId))).toEqual([]);
  });

  test('the start screen says what the exam is, and the clock starts only with Start', async ({ page, request }) => {
    await signIn(page);
    await page.goto(ydsExam);
    await expect(page.getByRole('heading', { level: 1, name: 'YDS Deneme Sınavı 1' })).toBeVisible();
    await expect(startScreen(page).getByRole('heading', { level: 2, name: 'Before you start' })).toBeFocused();
    await expect(page.getByTestId('exam-start-questions')).toHaveText('80 questions');
    await expect(page.getByTestId('exam-start-time')).toHaveText('Time: 3 hours');
    await expect(startScreen(page)).toContainText('The time starts when you press “Start the exam”');
    await expect(startScreen(page)).toContainText('A–E answer, N or → next question');
    await expect(startScreen(page)).toContainText('Your answers are kept on this device');

    // Nothing runs before Start: no countdown, and the server has no attempt.
    await expect(countdown(page)).toHaveCount(0);
    expect((await demoAttempts(request)).filter((attempt) => attempt.examId === 9033)).toEqual([]);

    await startButton(page).click();
    await expect(questionHeading(page)).toHaveText('Question 1 of 80');
    await expect(questionHeading(page)).toBeFocused();
    await expect(countdown(page)).toBeVisible();
    expect(await secondsShown(page)).toBeGreaterThan(10800 - 60);
    expect((await demoAttempts(request)).filter((attempt) => attempt.examId === 9033)).toHaveLength(1);
    await expect(page.getByTestId('connection-status')).toHaveText('No answers yet');

    // An attempt in progress resumes without the start screen.
    await option(page, 'C').check();
    await page.reload();
    await expect(questionHeading(page)).toBeVisible();
    await expect(startScreen(page)).toHaveCount(0);
    await expect(navItem(page, 1)).toHaveAttribute('data-state', 'answered');
    await navItem(page, 1).click();
    await expect(option(page, 'C')).toBeChecked();
  });

  test('keyboard only: one tab stop for the questions, arrows inside, Submit a few keys away, focus kept after Clear', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(ydsExam);
    await expect(startScreen(page).getByRole('heading', { level: 2 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(startButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questionHeading(page)).toBeFocused();
    await page.keyboard.press('a');

    // Clear answer: the button turns disabled, focus goes to the options, not to <body>.
    await page.getByRole('button', { name: 'Clear answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(option(page, 'A')).not.toBeChecked();
    await expect(option(page, 'A')).toBeFocused();

    // From the options, past the question's buttons, into the navigator on the current question.
    const tabsTo = async (target: ReturnType<typeof navItem>, most: number) => {
      for (let presses = 1; presses <= most; presses += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) return presses;
      }
      return Infinity;
    };
    expect(await tabsTo(navItem(page, 1), 6)).toBeLessThanOrEqual(5);
    await expect(navItem(page, 1)).toHaveAttribute('tabindex', '0');
    await expect(navItem(page, 2)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(navItem(page, 3)).toBeFocused();
    // The arrows move in the list only: still on question 1.
    await expect(questionHeading(page)).toHaveText('Question 1 of 80');
    await page.keyboard.press('End');
    await expect(navItem(page, 80)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(navItem(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(questionHeading(page)).toHaveText('Question 2 of 80');
    await expect(questionHeading(page)).toBeFocused();

    // One Tab leaves the 80 questions for Submit.
    await navItem(page, 2).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit the exam' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(navItem(page, 2)).toBeFocused();
  });

  test('80 answers given quickly are all kept after a reload', async ({ page }) => {
    // 160 key presses, one after another as fast as the page takes them.
    test.slow();
    await signIn(page);
    await page.goto(ydsExam);
    await startButton(page).click();
    await expect(questionHeading(page)).toBeFocused();
    const keys = ['a', 'b', 'c', 'd', 'e'];
    for (let number = 1; number <= 80; number += 1) {
      await page.keyboard.press(keys[number % 5] as string);
      if (number < 80) await page.keyboard.press('n');
    }
    await page.reload();
    await expect(page.getByTestId('answered-count')).toHaveText('80 of 80 answered');
    for (const number of [1, 17, 40, 63, 80]) {
      await navItem(page, number).click();
      await expect(option(page, (keys[number % 5] as string).toUpperCase())).toBeChecked();
    }
  });

  test('the summary opens on its result, with questions collapsed, filters and a readable table at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page);
    const keys = await shortExamKeys();
    await page.goto(`/SinaviCoz/${shortExam.id}/${shortExam.enrollmentId}`);
    await startButton(page).click();
    // 1 right, 2 wrong (flagged), 3 empty (flagged), 4 right, 5 empty.
    const wrongKey = (key: string) => (key === 'A' ? 'B' : 'A');
    await option(page, keys.get(1) as string).check();
    await goToQuestion(page, 2);
    await option(page, wrongKey(keys.get(2) as string)).check();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await goToQuestion(page, 3);
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await goToQuestion(page, 4);
    await option(page, keys.get(4) as string).check();
    await submit(page);
    await page.waitForURL(/\/SinavOzeti\/\d+$/);

    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
    const questions = page.getByTestId('summary-question');
    await expect(questions).toHaveCount(5);
    for (const number of [1, 2, 3, 4, 5]) {
      await expect(page.getByRole('button', { name: `Details of question ${number}` })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    const filters = page.getByRole('group', { name: 'Show questions' });
    await expect(filters.getByRole('button')).toHaveText(['All (5)', 'Wrong (1)', 'Empty (2)', 'Flagged (2)']);
    await filters.getByRole('button', { name: 'Wrong (1)' }).click();
    await expect(filters.getByRole('button', { name: 'Wrong (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questions.getByRole('heading', { level: 4 })).toHaveText([/^Question 2\W+Wrong\W+Flagged$/]);
    await filters.getByRole('button', { name: 'Empty (2)' }).click();
    await expect(questions.getByRole('heading', { level: 4 })).toHaveText([
      /^Question 3\W+Empty/,
      /^Question 5\W+Empty$/,
    ]);
    await filters.getByRole('button', { name: 'Flagged (2)' }).click();
    await expect(questions.getByRole('heading', { level: 4 })).toHaveText([/^Question 2\W/, /^Question 3\W/]);
    await filters.getByRole('button', { name: 'All (5)' }).click();
    await expect(questions).toHaveCount(5);

    // The page never scrolls sideways; the table scrolls in its own named, focusable box.
    const region = page.getByRole('region', { name: 'Section figures' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
