import type { SWRConfiguration } from 'swr';
import { isApiError } from '@/lib/api/api-error';

/** Errors that another try cannot fix are not retried. */
const finalKinds = new Set(['auth', 'request', 'invalid-url', 'invalid-response']);

export const swrOptions: SWRConfiguration = {
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (isApiError(error) && finalKinds.has(error.kind)) return;
    if (retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};
