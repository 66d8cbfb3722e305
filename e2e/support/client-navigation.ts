import type { Page } from '@playwright/test';

/**
 * A client-side navigation by the app's own Next.js router, as a `<Link>` click makes one, to any
 * path (ids no link on the screen offers included). A production build exposes no router handle;
 * the app router pushes the target of a `NEXT_REDIRECT` error that reaches the window (its
 * unhandled-redirect listener), which goes through the same navigation as `router.push`.
 */
export async function navigateClientSide(page: Page, path: string) {
  await page.evaluate((target) => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;push;${target};307;` });
    window.dispatchEvent(new ErrorEvent('error', { error: redirect }));
  }, path);
}
