import type { APIRequestContext, Page, Request } from '@playwright/test';
import { demoApiUrl, expect, signIn, openAccountMenu, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { plan, plannedAnswer, shortExam, shortExamKeys, solveShortExam, studentHeaders } from './support/short-exam';

interface HistoryEntry {
  id: number;
  examName: string;
  score: number;
  correct: number;
  wrong: number;
  empty: number;
  submittedAt: string;
  questions: { number: number; type: string; answer: string | null; correctAnswer: string }[];
}

/** Ayşe's exam course holding the seeded sittings and the short exam. */
const examCourse = { id: 104, path: '/CourseDetail/104' };

async function history(page: Page, request: APIRequestContext, courseId?: number): Promise<HistoryEntry[]> {
  const query = courseId === undefined ? '' : `?courseId=${courseId}`;
  const response = await request.get(`${demoApiUrl}/api/v1/solved-exams${query}`, {
    headers: await studentHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as HistoryEntry[];
}

const isRight = (question: HistoryEntry['questions'][number]) => question.answer === question.correctAnswer;

/** What the table should show for one type in one attempt, counted here from the attempt's answers. */
function expectedShare(entry: HistoryEntry, type: string): string {
  const ofType = entry.questions.filter((question) => question.type === type);
  if (ofType.length === 0) return 'None';
  const right = ofType.filter(isRight).length;
  return `${Math.round((right / ofType.length) * 100)}% (${right}/${ofType.length})`;
}

const scoreText = (score: number) => `Score: ${score.toFixed(2)} out of 100`;

test.describe('practice exam progress', () => {
  test('after a new attempt beside the seeded ones, the history lists each with its score, and the table shows each type’s share per attempt', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    const entries = await history(page, request, examCourse.id);
    expect(entries.map((entry) => entry.id)[0]).toBe(solvedExamId);
    expect(entries).toHaveLength(4);

    // From the learning content to the exam course, whose exam list leads to the history.
    await page
      .getByTestId('exam-enrollments')
      .getByRole('link', { name: /YDS Deneme Sınavları/ })
      .click();
    await page.waitForURL(`**${examCourse.path}`);
    await page.getByRole('link', { name: 'See your results and progress' }).click();
    const section = page.getByTestId('exam-history');
    await expect(section.getByRole('heading', { level: 2, name: 'Practice exam results' })).toBeInViewport();

    const attempts = section.getByTestId('exam-attempt');
    await expect(attempts).toHaveCount(4);
    // Newest first; each score is 1.25 per right answer, counted here from the attempt's answers.
    for (const [index, entry] of entries.entries()) {
      const attempt = attempts.nth(index);
      await expect(attempt).toHaveAttribute('data-solved-exam', String(entry.id));
      await expect(attempt.getByTestId('attempt-score')).toHaveText(
        scoreText(entry.questions.filter(isRight).length * 1.25),
      );
      await expect(attempt.getByTestId('attempt-counts')).toHaveText(
        `Correct: ${entry.correct} · Wrong: ${entry.wrong} · Empty: ${entry.empty}`,
      );
    }
    await expect(attempts.first()).toContainText(shortExam.name);
    await expect(attempts.first().getByTestId('attempt-score')).toHaveText('Score: 3.75 out of 100');
    await expect(attempts.nth(1).getByTestId('attempt-score')).toHaveText('Score: 71.25 out of 100');

    // The chart's table view: one row per type, one column per attempt, oldest first.
    await section.getByRole('button', { name: 'Show as a table' }).click();
    const table = section.getByRole('table', { name: 'Share right by question type per attempt, oldest first' });
    const oldestFirst = [...entries].reverse();
    await expect(table.locator('thead th[data-solved-exam]')).toHaveText(
      oldestFirst.map((_, index) => new RegExp(`^#${index + 1} · `)),
    );
    const types = [...new Set(entries.flatMap((entry) => entry.questions.map((question) => question.type)))];
    expect(types.sort()).toEqual([
      'cloze',
      'grammar',
      'irrelevant-sentence',
      'paragraph-completion',
      'reading',
      'sentence-completion',
      'translation',
      'vocabulary',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(types.length);
    for (const type of types) {
      await expect(table.locator(`tr[data-type="${type}"] td`)).toHaveText(
        oldestFirst.map((entry) => expectedShare(entry, type)),
      );
    }
    // The new short attempt (3 right, 1 wrong, 1 empty) by hand: Q1 vocabulary right, Q2–3 grammar wrong/right, Q4–5 sentence completion empty/right.
    await expect(table.locator('tr[data-type="vocabulary"] td').last()).toHaveText('100% (1/1)');
    await expect(table.locator('tr[data-type="grammar"] td').last()).toHaveText('50% (1/2)');
    await expect(table.locator('tr[data-type="sentence-completion"] td').last()).toHaveText('50% (1/2)');
    await expect(table.locator('tr[data-type="reading"] td').last()).toHaveText('None');
    await expect(table.getByRole('rowheader')).toContainText(['Vocabulary', 'Grammar', 'Cloze test']);

    // Back to the chart: every type is an image named with its values.
    await section.getByRole('button', { name: 'Show as a chart' }).click();
    await expect(
      section.getByRole('img', {
        name: /^Reading comprehension, share right per attempt, oldest first: 25%, 42%, 58%, not in this exam$/,
      }),
    ).toBeVisible();

    // The learning content shows the same history across all courses.
    await page.goto('/ogrenimIcerigi');
    await expect(page.getByTestId('exam-history').getByTestId('exam-attempt')).toHaveCount(
      (await history(page, request)).length,
    );
  });

  test('a target score shows how many more correct answers the latest and best need, and is kept', async ({ page }) => {
    await signIn(page);
    await page.goto(examCourse.path);
    const section = page.getByTestId('exam-history');
    const target = section.getByRole('textbox', { name: 'Target score (0–100)' });
    await target.fill('120');
    await section.getByRole('button', { name: 'Save the target' }).click();
    await expect(section.getByRole('alert')).toHaveText('Enter a score from 0 to 100, for example 75 or 72.5.');
    await expect(target).toHaveAttribute('aria-invalid', 'true');

    await target.fill('75');
    await section.getByRole('button', { name: 'Save the target' }).click();
    await expect(section.getByRole('alert')).toHaveCount(0);
    // Latest and best are the seeded 71.25: (75 − 71.25) / 1.25 = 3 more.
    await expect(section.getByTestId('target-latest')).toContainText('71.25 out of 100');
    await expect(section.getByTestId('target-latest').getByTestId('target-gap')).toHaveText(
      '3 more correct answers needed',
    );
    await expect(section.getByTestId('target-best').getByTestId('target-gap')).toHaveText(
      '3 more correct answers needed',
    );
    // The score chart draws the target at once.
    await expect(section.getByRole('figure')).toContainText('Target 75.00');

    await page.reload();
    await expect(page.getByTestId('exam-history').getByRole('textbox', { name: 'Target score (0–100)' })).toHaveValue(
      '75',
    );
    await expect(page.getByTestId('target-latest').getByTestId('target-gap')).toHaveText(
      '3 more correct answers needed',
    );

    // In Turkish, with Turkish decimals.
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('exam-history').getByRole('heading', { level: 2 })).toHaveText(
      'Deneme sınavı sonuçları',
    );
    await expect(page.getByTestId('target-latest')).toContainText('100 üzerinden 71,25');
    await expect(page.getByTestId('target-latest').getByTestId('target-gap')).toHaveText(
      '3 doğru cevap daha gerekiyor',
    );
  });

  test('the mistake review lists exactly the wrong and empty questions, with the key and the explanation', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    const keys = await shortExamKeys();
    await page.goto(examCourse.path);
    await page
      .getByTestId('exam-history')
      .getByRole('link', { name: new RegExp(`^Review the mistakes: ${shortExam.name.replace(/[()]/g, '\\$&')}, `) })
      .click();
    await page.waitForURL(`**/SinavOzeti/${solvedExamId}/kurs?view=mistakes`);
    await expect(page.getByRole('link', { name: 'Mistakes' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('mistakes-count')).toHaveText('2 questions wrong or empty');
    const questions = page.getByTestId('summary-question');
    const missed = plan.flatMap((planned, index) => (planned === 'right' ? [] : [{ number: index + 1, planned }]));
    await expect(questions).toHaveCount(missed.length);
    for (const [index, { number, planned }] of missed.entries()) {
      const question = questions.nth(index);
      const key = keys.get(number) as string;
      await expect(question.getByRole('heading', { level: 4 })).toHaveText(
        new RegExp(`^Question ${number}\\W+${planned}$`, 'i'),
      );
      await expect(question.getByTestId('question-answers')).toHaveText(
        `Your answer: ${plannedAnswer(planned, key) ?? 'none'} · Correct answer: ${key}`,
      );
      await question.getByRole('button', { name: `Details of question ${number}` }).click();
      await expect(question.getByTestId('question-explanation')).toHaveText(/^Explanation: \S/);
    }

    // A seeded attempt of the full paper: every wrong and empty question, none right.
    const seeded = (await history(page, request, examCourse.id)).find((entry) => entry.id === 4003) as HistoryEntry;
    await page.goto('/SinavOzeti/4003?view=mistakes');
    await expect(page.getByTestId('summary-question')).toHaveCount(seeded.wrong + seeded.empty);
    await expect(page.locator('[data-testid="summary-question"][data-outcome="correct"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'All questions' }).click();
    await expect(page.getByTestId('summary-question')).toHaveCount(80);
  });

  test('a practice set answers and checks each question at once, sends nothing and changes no score', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    const keys = await shortExamKeys();
    const before = await history(page, request);
    const writes: Request[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'GET' && sent.url().includes('/api/v1/') && !sent.url().includes('videologdocmongo'))
        writes.push(sent);
    });

    await page.goto(`/SinavOzeti/${solvedExamId}/kurs`);
    await page.getByRole('link', { name: 'Practise these again' }).click();
    await page.waitForURL(`**/SinavOzeti/${solvedExamId}/kurs?view=practice`);
    const questions = page.getByTestId('practice-question');
    await expect(questions).toHaveCount(2);
    await expect(page.getByTestId('practice-progress')).toHaveText('Checked: 0 of 2 · Right: 0');

    // Question 2 (answered wrong in the exam) now right; question 4 (left empty) now wrong.
    const second = page.getByRole('group', { name: 'Question 2' });
    await second.getByRole('radio', { name: new RegExp(`^${keys.get(2)}\\) `) }).check();
    await expect(questions.nth(0).getByTestId('practice-feedback')).toContainText(
      `Right: ${keys.get(2)} is the correct answer.`,
    );
    await expect(second.getByRole('radio').first()).toBeDisabled();
    const fourthWrong = keys.get(4) === 'A' ? 'B' : 'A';
    await page
      .getByRole('group', { name: 'Question 4' })
      .getByRole('radio', { name: new RegExp(`^${fourthWrong}\\) `) })
      .check();
    await expect(questions.nth(1).getByTestId('practice-feedback')).toContainText(
      `Not right: the correct answer is ${keys.get(4)}.`,
    );
    await expect(questions.nth(1).getByTestId('practice-feedback')).toContainText('Explanation: ');
    await expect(page.getByTestId('practice-progress')).toHaveText('Checked: 2 of 2 · Right: 1');
    // Again from the start, by keyboard: the verdict takes the focus from the locked radios.
    await page.getByRole('button', { name: 'Start the practice again' }).click();
    await expect(page.getByTestId('practice-progress')).toHaveText('Checked: 0 of 2 · Right: 0');
    await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
    await second.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(questions.nth(0).getByTestId('practice-feedback')).toBeFocused();
    await expect(page.getByTestId('practice-progress')).toHaveText(
      'Checked: 1 of 2 · Right: ' + (keys.get(2) === 'A' ? '1' : '0'),
    );

    expect(writes.map((sent) => `${sent.method()} ${sent.url()}`)).toEqual([]);
    expect(await history(page, request)).toEqual(before);
    await page.getByRole('link', { name: 'All questions' }).click();
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
    await expect(page.locator('[data-testid="summary-question"][data-outcome="correct"]')).toHaveCount(3);
  });

  test('the history, once seen, opens offline from the service worker', async ({ page, context }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto(examCourse.path);
    await expect(page.getByTestId('exam-history').getByTestId('exam-attempt')).toHaveCount(3);

    // The browser's HTTP cache is out of the picture: only the worker can answer.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await context.setOffline(true);
    const historyAnswer = page.waitForResponse((response) =>
      response.url().includes(`/api/v1/solved-exams?courseId=${examCourse.id}`),
    );
    const document = await page.reload();
    expect(document?.fromServiceWorker()).toBe(true);
    expect((await historyAnswer).fromServiceWorker()).toBe(true);
    const attempts = page.getByTestId('exam-history').getByTestId('exam-attempt');
    await expect(attempts).toHaveCount(3);
    await expect(attempts.first().getByTestId('attempt-score')).toHaveText('Score: 71.25 out of 100');
    await page.getByTestId('exam-history').getByRole('button', { name: 'Show as a table' }).click();
    await expect(page.getByTestId('type-table').locator('tr[data-type="reading"] td')).toHaveText([
      '25% (3/12)',
      '42% (5/12)',
      '58% (7/12)',
    ]);
    await context.setOffline(false);
  });
});
