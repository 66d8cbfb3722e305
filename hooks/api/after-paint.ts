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
 * For data a screen's first frame is drawn without (the course list's progress bars, the course
 * page's outline below its title, an exam history panel): asking for it waits until that frame
 * is drawn, so the first paint never waits for it. A screen whose first frame needs the data asks at once.
 */
export interface WhenAsked {
  afterPaint?: boolean;
}

export const swrConfigFor = ({ afterPaint = false }: WhenAsked): SWRConfiguration | undefined =>
  afterPaint ? { use: [requestAfterPaint] } : undefined;
