import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { navigatorDialog, openExam, option, questionHeading, ydsExam } from './support/exam';

/**
 * The exam on a phone (375 × 667) and a desktop (1440 × 900): the question, its options and
 * Previous / Next on one screen; on the phone the 80 questions behind a one-line bar that opens
 * them in a dialog; the submit confirmation in view with focus inside it. axe finds nothing with
 * the dialogs open.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const phone = { width: 375, height: 667 };
const desktop = { width: 1440, height: 900 };

const fullyInView = async (page: Page, names: RegExp[]) => {
  await expect(questionHeading(page)).toBeInViewport({ ratio: 1 });
  const options = page.getByRole('radiogroup').getByRole('radio');
  await expect(options).toHaveCount(5);
  for (const key of ['A', 'B', 'C', 'D', 'E']) await expect(option(page, key)).toBeInViewport({ ratio: 1 });
  for (const name of names) await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
};

/** Whole open dialog after its fade: axe reads the colours as the student sees them. */
const settledDialog = async (page: Page) => {
  await expect(page.locator('dialog[open]')).toBeVisible();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await expect(page.locator('dialog[open]')).toHaveCSS('opacity', '1');
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations.map((violation) => violation.id);

for (const viewport of [phone, desktop]) {
  test.describe(`the exam at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the first question, its options and Previous / Next are in view; the confirmation opens in view with focus inside', async ({
      page,
    }) => {
      await signIn(page);
      await openExam(page, ydsExam);
      await fullyInView(page, [/^Previous$/, /^Next$/]);

      await option(page, 'B').check();
      await page.getByRole('button', { name: 'Flag for review' }).click();
      await page.getByRole('button', { name: 'Submit the exam' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit the exam?' });
      await settledDialog(page);
      await expect(dialog).toContainText('You answered 1 of 80 questions.');
      await expect(dialog).toContainText('79 questions are not answered.');
      await expect(dialog).toContainText('1 question is flagged for review.');
      await expect(dialog.getByRole('button', { name: 'Submit now' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Keep answering' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Keep answering' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // Escape keeps answering: the dialog closes and focus is back on Submit.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Submit the exam' })).toBeFocused();
    });
  });
}

test.describe('the question navigator on a phone', () => {
  test.use({ viewport: phone });

  test('a one-line bar opens every question in a dialog that jumps to the chosen one and closes', async ({ page }) => {
    await signIn(page);
    await openExam(page, ydsExam);
    await option(page, 'C').check();
    await page.getByRole('button', { name: 'Flag for review' }).click();

    const bar = page.getByTestId('navigator-bar');
    await expect(bar).toHaveText('Questions1 of 80 answered · 1 flagged');
    // The 80 buttons are not on the page under the question.
    await expect(page.getByRole('button', { name: 'Question 2', exact: true })).toHaveCount(0);
    // One line, whatever the page's scroll position: how far the page scrolled to reach Flag for
    // review depends on the fonts the machine has, so being in the viewport is not asserted here.
    const barBox = await bar.boundingBox();
    expect(barBox?.height).toBeLessThanOrEqual(56);

    await bar.click();
    const sheet = navigatorDialog(page);
    await settledDialog(page);
    const item = (number: number) => sheet.getByRole('button', { name: `Question ${number}`, exact: true });
    await expect(item(1)).toBeFocused();
    await expect(item(1)).toHaveAttribute('data-state', 'answered');
    await expect(item(1)).toHaveAttribute('data-flagged', 'true');
    await expect(item(2)).toHaveAttribute('data-state', 'unanswered');
    await expect(sheet.getByText('Not answered')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await item(40).click();
    await expect(sheet).toBeHidden();
    await expect(questionHeading(page)).toHaveText('Question 40 of 80');
    await expect(questionHeading(page)).toBeFocused();

    // Escape closes it without a jump; focus goes back to the bar.
    await bar.click();
    await settledDialog(page);
    await expect(item(40)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(bar).toBeFocused();
    await expect(questionHeading(page)).toHaveText('Question 40 of 80');
  });
});

test.describe('the exam on a touch-only phone, in Turkish and night mode', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('offers no keyboard shortcuts, and its timer bar is one opaque row', async ({ page }) => {
    await signIn(page);
    await page.goto(ydsExam);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.getByRole('button', { name: 'Gece modunu aç' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const start = page.getByTestId('exam-start');
    await expect(start.getByRole('heading', { level: 2, name: 'Başlamadan önce' })).toBeVisible();
    await expect(start.getByRole('heading', { name: 'Tuşlar' })).toBeHidden();
    await start.getByRole('button', { name: 'Sınava başla' }).tap();
    await expect(questionHeading(page)).toBeVisible();
    await expect(page.getByText(/^Tuşlar: /)).toBeHidden();

    await option(page, 'B').tap();
    const bar = page.getByTestId('exam-timer-bar');
    await expect(page.getByTestId('connection-status')).toHaveAttribute('data-connection', 'saved');
    // One row beside the time, in the longer Turkish words; nothing shows through it.
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the exam on a computer with a keyboard', () => {
  test.use({ viewport: desktop });

  test('says which keys answer and move', async ({ page }) => {
    await signIn(page);
    await page.goto(ydsExam);
    await expect(page.getByTestId('exam-start').getByRole('heading', { name: 'Keys' })).toBeVisible();
    await openExam(page, ydsExam);
    await expect(page.getByText(/^Keys: A–E answer/)).toBeVisible();
  });
});
