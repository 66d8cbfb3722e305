import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { reverseDecode } from '../../lib/storage/reverse-encoding';
import { demoApiUrl, expect } from './fixtures';

/** The short seeded E-YDS exam (demo/seed/courses.mjs): 5 questions in 2 sections, 20 s. */
export const shortExam = {
  id: 9049,
  enrollmentId: 202,
  name: 'YDS Kısa Deneme (5 soru)',
  topicHref: '/CourseDetail/104/1009/5031',
};

type Plan = 'right' | 'wrong' | 'empty';
/** 3 right, 1 wrong, 1 empty: 3.75 points; section 1 (questions 1–3) 2/1/0, section 2 (4–5) 1/0/1. */
export const plan: Plan[] = ['right', 'wrong', 'right', 'empty', 'right'];

interface SeedPaper {
  sections: { questions: { number: number; correct: string }[] }[];
}

/** The right answers live only in the demo's seed (plain JavaScript, outside the type-checked tree). */
export async function shortExamKeys(): Promise<Map<number, string>> {
  const seed = pathToFileURL(join(__dirname, '..', '..', 'demo', 'seed', 'exams', 'yds-short.mjs')).href;
  const { ydsShort } = (await import(seed)) as { ydsShort: SeedPaper };
  return new Map(
    ydsShort.sections.flatMap((section) => section.questions.map((question) => [question.number, question.correct])),
  );
}

/** The answer `plan` gives to a question whose key is `key`. */
export const plannedAnswer = (planned: Plan, key: string) =>
  ({ right: key, wrong: key === 'A' ? 'B' : 'A', empty: null })[planned];

/** The signed-in student's access token, as the portal stored it (decision 3). */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  const token = reverseDecode((JSON.parse(stored ?? '{}') as { value?: string }).value ?? '');
  expect(token).toBeTruthy();
  return token as string;
}

/** The product-API headers of the signed-in student. */
export const studentHeaders = async (page: Page) => ({
  tenant: 'root',
  Authorization: `Bearer ${await accessToken(page)}`,
});

/** Takes the short exam through the real exam API, answering by `plan`, and returns the solved exam id. */
export async function solveShortExam(page: Page, request: APIRequestContext): Promise<number> {
  const headers = await studentHeaders(page);
  const keys = await shortExamKeys();
  const examResponse = await request.get(
    `${demoApiUrl}/api/v1/exams/${shortExam.id}?enrollmentId=${shortExam.enrollmentId}`,
    { headers },
  );
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
    .map((question, index) => ({
      questionId: question.id,
      answer: plannedAnswer(plan[index] as Plan, keys.get(question.number) as string),
      answeredAt: attempt.serverNow,
      seq: index + 1,
    }));
  const submitted = await request.post(`${demoApiUrl}/api/v1/exam-attempts/${attempt.attemptId}/submit`, {
    headers,
    data: { submissionId: randomUUID(), answers, submittedAt: attempt.serverNow },
  });
  expect(submitted.ok()).toBe(true);
  return ((await submitted.json()) as { solvedExamId: number }).solvedExamId;
}
