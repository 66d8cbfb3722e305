import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift';
import { recordRequestFrames, requestFrames } from './support/request-frames';

/** Course 101 (demo/seed/courses.mjs): section 1001 holds topics 5001–5003, all completed for Ayşe. */
const unit1 = 'Ünite 1: Günlük Hayat ve Alışkanlıklar';
const firstTopic = 'Present Simple ve Present Continuous';
const phone = { width: 375, height: 812 };

const topicHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test.describe('course detail', () => {
  for (const viewport of [phone, { width: 1440, height: 900 }]) {
    test(`a section collapses, hiding its topics, and expands again (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      await page.goto('/CourseDetail/101');
      const toggle = page.getByRole('button', { name: unit1 });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(topicHeading(page, firstTopic)).toBeVisible();
      const video = page.getByRole('link', { name: /Konu Anlatımı: Present Simple/ });
      await expect(video).toBeVisible();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(topicHeading(page, firstTopic)).toBeHidden();
      await expect(video).toBeHidden();
      // What the button controls is really gone, not only said to be.
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();
      expect(await panel.evaluate((element) => getComputedStyle(element).display)).toBe('none');

      // The keyboard opens it again.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(topicHeading(page, firstTopic)).toBeVisible();
      await expect(video).toBeVisible();
    });
  }

  test('a completed topic is marked not completed again; the server has it and a reload shows it', async ({ page }) => {
    await page.setViewportSize(phone);
    await signIn(page);
    await page.goto('/CourseDetail/101/1001/5001');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    const topic = page.locator('#topic-5001');
    await expect(topic.getByTestId('topic-status')).toHaveText('Completed');

    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/v1/topiccompletions/5001'),
    );
    await topic.getByRole('button', { name: 'Mark as not completed' }).click();
    expect((await saved).postDataJSON()).toEqual({ topicId: 5001, courseID: 101, completed: 0 });
    await expect(topic.getByTestId('topic-status')).toHaveText('In progress');
    await expect(page.getByTestId('course-progress')).toHaveText('3 of 8 topics completed');

    await page.reload();
    await expect(page.getByTestId('course-progress')).toHaveText('3 of 8 topics completed');
    await expect(page.locator('#topic-5001').getByTestId('topic-status')).toHaveText('In progress');
    // The marking rule (product.md section 4) completes it again.
    await page.locator('#topic-5001').getByRole('button', { name: 'Mark as completed' }).click();
    await expect(page.locator('#topic-5001').getByTestId('topic-status')).toHaveText('Completed');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
  });

  test('at 320 px every material row shows its whole name, an icon and its kind, inside the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page);
    await page.goto('/CourseDetail/101');
    // The first section is open: its six materials.
    const rows = page.locator('#section-1001-topics li a');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBe(6);
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      const box = await row.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      // The icon is a drawn SVG hidden from screen readers, not an emoji.
      await expect(row.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      const clipped = await row.evaluate((link) =>
        Array.from(link.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1),
      );
      expect(clipped).toBe(false);
      expect(await row.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  test('an exam course appears whole: nothing on it moves when its progress, results and kept exams arrive', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page);
    await recordLayoutShifts(page);
    await page.goto('/CourseDetail/104');
    // The finished exam's result comes from the history, the last answer the page waits for.
    await expect(page.getByRole('link', { name: 'Retake the exam: YDS Deneme Sınavı 1' })).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts.total, `shifted: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });

  test('the title and description of an exam course are on screen before its progress and results are asked for', async ({
    page,
  }) => {
    await signIn(page);
    await recordRequestFrames(page, '[data-testid="course-description"]');
    await page.goto('/CourseDetail/104');
    await expect(page.getByRole('link', { name: 'Retake the exam: YDS Deneme Sınavı 1' })).toBeVisible();

    const { drawnFrame, requests } = await requestFrames(page, /\/(topiccompletions|solved-exams)\//);
    expect(requests.map(({ path }) => path).sort()).toEqual([
      '/api/v1/solved-exams',
      '/api/v1/topiccompletions/getbycourse/104',
    ]);
    for (const { path, frame } of requests) expect(frame, path).toBeGreaterThan(drawnFrame ?? Infinity);
  });
});
