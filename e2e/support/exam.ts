import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { unsentAttemptIds } from './device-storage';
import { demoApiUrl, expect } from './fixtures';

/** The exam screen and the demo's record of exam attempts, as the exam specs use them. */

/** Seeded exams of ayse.yilmaz (docs/api.md): material id / enrollment id. */
export const ydsExam = '/SinaviCoz/9033/202';
export const shortExam = '/SinaviCoz/9049/202';
export const yokdilExam = '/SinaviCozYokdil/9039/204';
/** Question ids are the exam id × 100 + the question number. */
export const questionId = (examId: number, number: number) => String(examId * 100 + number);

interface DemoAttempt {
  attemptId: string;
  examId: number;
  status: 'in-progress' | 'submitted';
  startedAt: string;
  deadline: string;
  clientSubmittedAt: string | null;
  solvedExamId: number | null;
  submissionCount: number;
  submissionIds: string[];
  answers: Record<string, { answer: string | null; seq: number; answeredAt: string }>;
}

export async function demoAttempts(request: APIRequestContext): Promise<DemoAttempt[]> {
  const response = await request.get(`${demoApiUrl}/__demo/exam-attempts?user=ayse.yilmaz`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoAttempt[];
}

export async function demoAttempt(request: APIRequestContext, examId: number): Promise<DemoAttempt> {
  const attempt = (await demoAttempts(request)).find((candidate) => candidate.examId === examId);
  expect(attempt).toBeDefined();
  return attempt as DemoAttempt;
}

export const heldAnswers = (attempt: DemoAttempt) =>
  Object.fromEntries(Object.entries(attempt.answers).map(([id, held]) => [id, held.answer]));

/** The heading of the question on screen, in either language. */
export const questionHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^(Question \d+ of \d+|Soru \d+ \/ \d+)$/ });
export const option = (page: Page, key: string) =>
  page.getByRole('radiogroup').getByRole('radio', { name: new RegExp(`^${key}\\)`) });
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Questions' });
export const navItem = (page: Page, number: number) =>
  navigator(page).getByRole('button', { name: `Question ${number}`, exact: true });
export const countdown = (page: Page) => page.getByRole('timer', { name: 'Time left' });

/** The countdown's value in seconds. */
export async function secondsShown(page: Page): Promise<number> {
  const text = (await countdown(page).textContent()) ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export const startScreen = (page: Page) => page.getByTestId('exam-start');
export const startButton = (page: Page) =>
  startScreen(page).getByRole('button', { name: /^(Start the exam|Sınava başla)/ });

/**
 * Opens the exam's questions: a new attempt through its start screen (the Start button starts
 * it), an attempt this browser already keeps straight away.
 */
export async function openExam(page: Page, path: string) {
  await page.goto(path);
  await startExamIfAsked(page);
}

export async function startExamIfAsked(page: Page) {
  await expect(questionHeading(page).or(startScreen(page))).toBeVisible();
  if (await startScreen(page).isVisible()) await startButton(page).click();
  await expect(questionHeading(page)).toBeVisible();
}

/** The phone's navigator dialog: modal until it has faded out, so the question under it takes no tap before. */
export const navigatorDialog = (page: Page) => page.getByRole('dialog', { name: 'Questions' });

/**
 * Shows every question: on a phone (below 600 px) the navigator is behind its bar, which opens it
 * in a dialog (Escape closes it again). True when it opened the dialog.
 */
export async function showNavigator(page: Page): Promise<boolean> {
  const bar = page.getByTestId('navigator-bar');
  if (!(await bar.isVisible())) return false;
  await bar.click();
  await expect(navigatorDialog(page)).toBeVisible();
  return true;
}

/** Jumps to a question through the navigator: on a phone (below 600 px) its bar opens it first, and it has closed after. */
export async function goToQuestion(page: Page, number: number) {
  const opened = await showNavigator(page);
  await navItem(page, number).click();
  if (opened) await expect(navigatorDialog(page)).toBeHidden();
}

export async function answer(page: Page, number: number, key: string) {
  await goToQuestion(page, number);
  await expect(questionHeading(page)).toHaveText(new RegExp(`^Question ${number} of`));
  await option(page, key).check();
}

export async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit the exam' }).click();
  await page.getByRole('button', { name: 'Submit now' }).click();
}

/**
 * Opens `path`'s exam and answers its first question B while the answer-save call gets no answer:
 * the answer stays on the device only, unsent, and stays so (the route stays until unrouted).
 */
export async function answerWithoutSending(page: Page, context: BrowserContext, path: string) {
  await context.route('**/api/v1/exam-attempts/*/answers', (route) => route.abort('internetdisconnected'));
  await openExam(page, path);
  await page.getByRole('radiogroup').getByRole('radio', { name: /^B\)/ }).check();
  await expect.poll(() => unsentAttemptIds(page)).toHaveLength(1);
}
