import type { Page } from '@playwright/test';

interface Shifts {
  total: number;
  sources: string[];
}

/** Sums every layout shift not caused by input, from the first paint on (the CLS of the load). */
function observeLayoutShifts() {
  const shifts: Shifts = { total: 0, sources: [] };
  (window as unknown as { __shifts: Shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      for (const source of entry.sources ?? []) shifts.sources.push(source.node?.nodeName ?? '?');
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Records the layout shifts of every document the page opens from now on. */
export const recordLayoutShifts = (page: Page) => page.addInitScript(observeLayoutShifts);

/** The shifts so far, read two frames from now: a shift of the last change is reported by then. */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shifts>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shifts }).__shifts)),
        ),
      ),
  );
