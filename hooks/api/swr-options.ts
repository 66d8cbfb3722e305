import type { SWRConfiguration } from 'swr';
import { isApiError } from '@/lib/api/api-error';

/** Errors that another try cannot fix are not retried. */
const finalKinds = new Set(['auth', 'request', 'invalid-url', 'invalid-response']);

/** Whether a read that failed with `error` after `retryCount` retries is tried again. */
export const mayRetry = (error: unknown, retryCount: number) =>
  !(isApiError(error) && finalKinds.has(error.kind)) && retryCount < 3;

export const retryDelayMs = (retryCount: number) => 2000 * 2 ** retryCount;

/**
 * Every `useSWR` call passes these. No `SWRConfig` provider: one at the root would ship SWR to pages
 * that read nothing, `/` among them (decision 56).
 */
export const swrOptions: SWRConfiguration = {
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!mayRetry(error, retryCount)) return;
    setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
