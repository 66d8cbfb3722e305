import type { Middleware, SWRConfiguration } from 'swr';
import { afterNextPaint } from '@/lib/ui/after-next-paint';

/** The request goes out once the frame that mounted the hook is on display; a cached value still comes at once. */
const requestAfterPaint: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher && ((...args: Parameters<typeof fetcher>) => afterNextPaint().then(() => fetcher(...args))),
    config,
  );

/**
 * For data a screen is shown without (the course list's progress bars, an exam history panel):
 * asking for it waits until the screen has been drawn, so the screen's first paint never waits
 * for it. A screen whose first view needs the data asks at once.
 */
export interface WhenAsked {
  afterPaint?: boolean;
}

export const swrConfigFor = ({ afterPaint = false }: WhenAsked): SWRConfiguration | undefined =>
  afterPaint ? { use: [requestAfterPaint] } : undefined;
