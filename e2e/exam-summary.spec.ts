import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { reverseDecode } from '../lib/storage/reverse-encoding';
import { addFault, demoApiUrl, expect, signIn, test } from './support/fixtures';

/** The short seeded E-YDS exam (demo/seed/courses.mjs): 5 questions in 2 sections, 20 s. */
const shortExam = { id: 9049, enrollmentId: 202, name: 'YDS Kısa Deneme (5 soru)', topicHref: '/CourseDetail/104/1009/5031' };

type Plan = 'right' | 'wrong' | 'empty';
/** 3 right, 1 wrong, 1 empty: 3.75 points; section 1 (questions 1–3) 2/1/0, section 2 (4–5) 1/0/1. */
const plan: Plan[] = ['right', 'wrong', 'right', 'empty', 'right'];

interface SeedPaper {
  sections: { questions: { number: number; correct: string }[] }[];
}

/** The right answers live only in the demo's seed (plain JavaScript, outside the type-checked tree). */
async function shortExamKeys(): Promise<Map<number, string>> {
  const seed = pathToFileURL(join(__dirname, '..', 'demo', 'seed', 'exams', 'yds-short.mjs')).href;
  const { ydsShort } = (await import(seed)) as { ydsShort: SeedPaper };
  return new Map(ydsShort.sections.flatMap((section) => section.questions.map((question) => [question.number, question.correct])));
}

/** The signed-in student's access token, as the portal stored it (decision 3). */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  const token = reverseDecode((JSON.parse(stored ?? '{}') as { value?: string }).value ?? '');
  expect(token).toBeTruthy();
  return token as string;
}

/** Takes the short exam through the real exam API, answering by `plan`, and returns the solved exam id. */
async function solveShortExam(page: Page, request: APIRequestContext): Promise<number> {
  const headers = { tenant: 'root', Authorization: `Bearer ${await accessToken(page)}` };
  const keys = await shortExamKeys();
  const examResponse = await request.get(`${demoApiUrl}/api/v1/exams/${shortExam.id}?enrollmentId=${shortExam.enrollmentId}`, { headers });
  expect(examResponse.ok()).toBe(true);
  const exam = (await examResponse.json()) as { sections: { questions: { id: number; number: number }[] }[] };
  const attemptResponse = await request.post(`${demoApiUrl}/api/v1/exams/${shortExam.id}/attempts`, {
    headers,
    data: { enrollmentId: shortExam.enrollmentId },
  });
  expect(attemptResponse.ok()).toBe(true);
  const attempt = (await attemptResponse.json()) as { attemptId: string; serverNow: string };

  const answers = exam.sections
    .flatMap((section) => section.questions)
    .map((question, index) => {
      const key = keys.get(question.number) as string;
      const choice = { right: key, wrong: key === 'A' ? 'B' : 'A', empty: null }[plan[index] as Plan];
      return { questionId: question.id, answer: choice, answeredAt: attempt.serverNow, seq: index + 1 };
    });
  const submitted = await request.post(`${demoApiUrl}/api/v1/exam-attempts/${attempt.attemptId}/submit`, {
    headers,
    data: { submissionId: randomUUID(), answers, submittedAt: attempt.serverNow },
  });
  expect(submitted.ok()).toBe(true);
  return ((await submitted.json()) as { solvedExamId: number }).solvedExamId;
}

test.describe('exam summary', () => {
  test('a real solved exam shows its score, counts, sections and every question’s marks', async ({ page, request }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.goto(`/SinavOzeti/${solvedExamId}/kurs`);

    await expect(page.getByRole('heading', { level: 1, name: `Summary: ${shortExam.name}` })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
    await expect(page.getByTestId('summary-correct')).toHaveText('3');
    await expect(page.getByTestId('summary-wrong')).toHaveText('1');
    await expect(page.getByTestId('summary-empty')).toHaveText('1');

    const table = page.getByRole('table', { name: 'Correct, wrong and empty answers and the score of each section' });
    await expect(table.getByRole('columnheader')).toHaveText(['Section', 'Correct', 'Wrong', 'Empty', 'Score']);
    await expect(table.getByRole('rowheader')).toHaveText(['Kelime ve Dil Bilgisi', 'Cümle Tamamlama', 'All sections']);
    await expect(table.getByRole('row', { name: /^Kelime ve Dil Bilgisi/ }).getByRole('cell')).toHaveText(['2', '1', '0', '2.50']);
    await expect(table.getByRole('row', { name: /^Cümle Tamamlama/ }).getByRole('cell')).toHaveText(['1', '0', '1', '1.25']);
    await expect(table.getByRole('row', { name: /^All sections/ }).getByRole('cell')).toHaveText(['3', '1', '1', '3.75']);

    const keys = await shortExamKeys();
    const questions = page.getByTestId('summary-question');
    await expect(questions).toHaveCount(5);
    for (const [index, expected] of plan.entries()) {
      const question = questions.nth(index);
      const key = keys.get(index + 1) as string;
      const outcome = { right: 'correct', wrong: 'wrong', empty: 'empty' }[expected];
      const given = { right: key, wrong: key === 'A' ? 'B' : 'A', empty: null }[expected];
      await expect(question).toHaveAttribute('data-outcome', outcome);
      await expect(question.getByRole('heading', { level: 4 })).toHaveText(new RegExp(`^Question ${index + 1}\\W+${outcome}$`, 'i'));
      await expect(question.getByTestId('question-answers')).toHaveText(
        `Your answer: ${given ?? 'none'} · Correct answer: ${key}`,
      );
      const options = question.getByRole('list', { name: `Options of question ${index + 1}` }).getByRole('listitem');
      await expect(options).toHaveCount(5);
      await expect(options.filter({ hasText: 'Correct answer' })).toHaveAttribute('data-option', key);
      await expect(options.filter({ hasText: 'Your answer' })).toHaveCount(given === null ? 0 : 1);
      if (given !== null) await expect(options.filter({ hasText: 'Your answer' })).toHaveAttribute('data-option', given);
    }
    // The questions sit under their section, as lists.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Kelime ve Dil Bilgisi', 'Cümle Tamamlama']);

    // doBack "kurs": back to the exam's topic in its course.
    const back = page.getByRole('link', { name: 'Back to YDS Deneme Sınavları' });
    await expect(back).toHaveAttribute('href', shortExam.topicHref);
    await back.click();
    await page.waitForURL(`**${shortExam.topicHref}`);
    await expect(page.locator('#topic-5031')).toBeFocused();

    // No doBack, or one the summary does not know: back to the learning content.
    for (const path of [`/SinavOzeti/${solvedExamId}`, `/SinavOzeti/${solvedExamId}/bilinmeyen`]) {
      await page.goto(path);
      await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
      await expect(page.getByTestId('summary-back')).toHaveAttribute('href', '/ogrenimIcerigi');
    }
    await page.getByRole('link', { name: 'Back to my courses' }).click();
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  });

  test('the summary speaks Turkish with Turkish decimals', async ({ page, request }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.goto(`/SinavOzeti/${solvedExamId}/ogrenimIcerigi`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await expect(page.getByRole('heading', { level: 1, name: `Özet: ${shortExam.name}` })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toHaveText('3,75 100 üzerinden');
    const table = page.getByRole('table', { name: 'Her bölümün doğru, yanlış ve boş cevapları ile puanı' });
    await expect(table.getByRole('row', { name: /^Kelime ve Dil Bilgisi/ }).getByRole('cell')).toHaveText(['2', '1', '0', '2,50']);
    await expect(page.getByRole('link', { name: 'Kurslarıma dön' })).toHaveAttribute('href', '/ogrenimIcerigi');
  });

  test('an unknown summary says so; a server error offers Try again, which loads it', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/SinavOzeti/987654/kurs');
    await expect(page.getByRole('alert').filter({ hasText: 'This exam summary could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/ogrenimIcerigi');

    const solvedExamId = await solveShortExam(page, request);
    // More failures than SWR's own retries, so the message stays until Try again.
    await addFault(request, { method: 'GET', path: `/api/v1/solved-exams/${solvedExamId}`, status: 500, times: 10 });
    await page.goto(`/SinavOzeti/${solvedExamId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
    expect((await request.delete(`${demoApiUrl}/__demo/faults`)).ok()).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
  });

  test('from the learning content, an exam course leads into its exams in two clicks', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('exam-enrollments').getByRole('link', { name: /YDS Deneme Sınavları/ }).click();
    await page.waitForURL('**/CourseDetail/104');
    const exams = page.getByTestId('course-exams').getByRole('listitem');
    await expect(exams).toHaveCount(5);
    await expect(exams.first()).toContainText('180 minutes');
    await page.getByRole('link', { name: 'Start the exam: YDS Deneme Sınavı 1' }).click();
    await page.waitForURL('**/SinaviCoz/9033/202');

    await page.goto('/ogrenimIcerigi');
    await page.getByTestId('exam-enrollments').getByRole('link', { name: /YÖKDİL Deneme Sınavları/ }).click();
    await page.waitForURL('**/CourseDetail/105');
    await expect(page.getByRole('link', { name: 'Start the exam: YÖKDİL Sağlık Bilimleri Deneme Sınavı 1' })).toHaveAttribute(
      'href',
      '/SinaviCozYokdil/9039/204',
    );
    // Ordinary courses have no exam list.
    await page.goto('/CourseDetail/101');
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    await expect(page.getByTestId('course-exams')).toHaveCount(0);
  });

  test('the same path leads a finished attempt to its summary', async ({ page, request }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.getByTestId('exam-enrollments').getByRole('link', { name: /YDS Deneme Sınavları/ }).click();
    await page.getByRole('link', { name: `Start the exam: ${shortExam.name}` }).click();
    await page.waitForURL(`**/SinavOzeti/${solvedExamId}`);
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
  });
});
