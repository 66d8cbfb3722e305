import type { Locator, Page } from '@playwright/test';
import { expect, students, test } from './support/fixtures';
import { startButton } from './support/exam';

/**
 * Keyboard only, as a student who cannot use a mouse: no click, no tap, only Tab, Shift+Tab,
 * Enter, Space and typing. Every element the keyboard passes shows a visible focus indicator.
 */

interface Passed {
  element: string;
  indicator: boolean;
}

/** What the keyboard is on, and whether the student can see it (an outline or a ring). */
const focusedElement = (page: Page) =>
  page.evaluate((): Passed | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${element.tagName.toLowerCase()} "${name}"`, indicator: outline || ring };
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, recording each stop; fails when it is not
 * reached in `max` presses. A step past the page's last control leaves focus on <body> for one
 * press (the browser's own controls); that step is not a stop.
 */
async function tabTo(page: Page, target: Locator, stops: Passed[], { max = 120, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const passed = await focusedElement(page);
    if (passed) stops.push(passed);
  }
  await expect(target).toBeFocused();
  return max;
}

const withoutIndicator = (stops: Passed[]) => stops.filter((stop) => !stop.indicator).map((stop) => stop.element);

async function signInByKeyboard(page: Page, stops: Passed[]) {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }), stops);
  await page.keyboard.press('Enter');
  const username = page.getByLabel('Username');
  await tabTo(page, username, stops);
  await page.keyboard.type(students.ayse.username);
  await tabTo(page, page.getByLabel('Password'), stops);
  await page.keyboard.type(students.ayse.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/ogrenimIcerigi');
  await expect(page.getByTestId('display-name').first()).toContainText(students.ayse.displayName);
}

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`keyboard only (${viewport.name}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('sign in, open a course, play its video, read a notification', async ({ page }) => {
      const stops: Passed[] = [];
      await signInByKeyboard(page, stops);

      await tabTo(page, page.getByRole('link', { name: /Akademik Okuma ve Yazma/ }).first(), stops);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/CourseDetail/103');
      await expect(page.getByRole('heading', { level: 1, name: 'Akademik Okuma ve Yazma' })).toBeVisible();

      const section = page.getByRole('button', { name: /Bölüm 1: Akademik Metinleri Okuma/ });
      await tabTo(page, section, stops);
      if ((await section.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, page.getByRole('link', { name: /Main Ideas and Supporting Details/ }), stops);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/VideoGoster/9023');

      await tabTo(page, page.getByRole('button', { name: /Main Ideas and Supporting Details/ }).first(), stops);
      await page.keyboard.press('Enter');
      const video = page.locator('video').first();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
        .toBe(true);
      // Focus stays inside the player, where its own keys work, not on <body>.
      expect(await focusedElement(page)).not.toBeNull();

      await tabTo(page, page.getByRole('link', { name: /^Notifications \d+ unread notification/ }), stops, {
        max: 150,
      });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/notifs');
      const title =
        (await page
          .locator('[data-testid="notification"][data-unread="true"]')
          .first()
          .getByTestId('notification-title')
          .textContent()) ?? '';
      const item = page
        .getByTestId('notification')
        .filter({ has: page.getByTestId('notification-title').getByText(title, { exact: true }) });
      const opener = item.getByRole('button', { expanded: false });
      await tabTo(page, opener, stops);
      await page.keyboard.press('Enter');
      await expect(item.getByRole('button', { expanded: true })).toBeFocused();
      await expect(item.getByTestId('notification-message')).toBeVisible();
      await expect(item).toHaveAttribute('data-unread', 'false');

      expect(withoutIndicator(stops)).toEqual([]);
    });

    test('take an exam and submit it', async ({ page }) => {
      const stops: Passed[] = [];
      await signInByKeyboard(page, stops);

      await tabTo(page, page.getByRole('link', { name: /YDS Deneme Sınavları/ }).first(), stops);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/CourseDetail/104');
      // Ayşe has taken this exam before (seeded history): she takes it again.
      await tabTo(page, page.getByRole('link', { name: 'Retake the exam: YDS Deneme Sınavı 1' }), stops);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/SinaviCoz/9033/202?retake=1');

      // The start screen is passed by keyboard too.
      await tabTo(page, startButton(page), stops);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Question 1 of 80' })).toBeVisible();

      // Into the answers: Tab reaches the group, Space chooses the option that has focus.
      const options = page.getByRole('radiogroup').getByRole('radio');
      await tabTo(page, options.first(), stops);
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toBeChecked();
      await expect(options.nth(1)).toBeFocused();

      // On to the next question and answer it with the arrow keys as well.
      await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }), stops);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Question 2 of 80' })).toBeVisible();
      // Back into the group with Shift+Tab: it enters on the last option.
      await tabTo(page, options.last(), stops, { backwards: true });
      await page.keyboard.press('Space');
      await expect(options.last()).toBeChecked();

      // Submit is reachable in a few key presses however many questions the navigator holds.
      const presses = await tabTo(page, page.getByRole('button', { name: 'Submit the exam' }), stops, { max: 200 });
      expect(presses).toBeLessThanOrEqual(15);
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Submit now' }), stops, { max: 10 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/SinavOzeti\/\d+/);
      // The summary opens with focus on its result (once it has loaded), never left on <body>.
      await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();

      expect(withoutIndicator(stops)).toEqual([]);
    });
  });
}
