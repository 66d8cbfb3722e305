import type { BrowserContext } from '@playwright/test';

/**
 * The course list answers only once a GET of `apiPath` (a path of the product API) has gone out:
 * a page that waited for the list before asking for its own data would never be drawn.
 */
export async function holdCourseListUntilAsked(context: BrowserContext, apiPath: string) {
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await context.route(
    (url) => url.pathname === apiPath,
    (route) => {
      if (route.request().method() === 'GET') markAsked();
      return route.continue();
    },
  );
  await context.route('**/api/v1/courseenrollments/userEnrollmentsSimple', async (route) => {
    await asked;
    await route.continue();
  });
}
