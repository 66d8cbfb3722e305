import type { Page } from '@playwright/test';

/**
 * What does not fit the screen sideways: elements reaching past the viewport's edges outside any
 * box that scrolls or clips them, and boxes that scroll sideways without being a focusable, named
 * region (a keyboard user could not scroll them, a screen-reader user would not know they do).
 * Each entry names the element by tag, id or test id and class.
 */
export function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''
      }.${String(element.getAttribute('class') ?? '').slice(0, 60)}`;
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if ((rect.right > window.innerWidth + 1 || rect.left < -1) && !contained(element)) {
        found.push(`sticks out: ${describe(element)}`);
      }
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        const named = element.getAttribute('role') === 'region' && element.hasAttribute('aria-label');
        if (!named || element.getAttribute('tabindex') !== '0') found.push(`scrolls unnamed: ${describe(element)}`);
      }
    }
    return found;
  });
}
