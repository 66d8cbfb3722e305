import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The heading of the question on screen, in either language. */
export const anyQuestionHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(Question \d+ of \d+|Soru \d+ \/ \d+)$/ });

/** A start screen's button that starts the timer, in either language. */
const startButton = (page: Page) => page.getByRole('button', { name: /^(Start|Begin|Sınava başla|Başla)/i });

/**
 * Brings an opened exam route to a running attempt: through its start screen when it shows one
 * (issue 10 item 3), straight on when the attempt is already running.
 */
export async function startAttemptIfAsked(page: Page) {
  const question = anyQuestionHeading(page);
  const start = startButton(page);
  await expect(question.or(start).first()).toBeVisible();
  if (await start.first().isVisible()) await start.first().click();
  await expect(question).toBeVisible();
}
