'use client';

import useSWR, { type SWRConfiguration } from 'swr';

/** One product-API read as an SWR hook asks for it: its cache key and the call that answers it. */
export interface ApiRequest<T> {
  key: string;
  load: () => Promise<T>;
}

/** The read under SWR; `null` asks for nothing (an id that is no record id, or not read yet). */
export function useApiRequest<T>(request: ApiRequest<T> | null, config?: SWRConfiguration<T>) {
  const { data, error, isLoading, mutate } = useSWR<T>(
    request?.key ?? null,
    () => (request as ApiRequest<T>).load(),
    config,
  );
  return { data, error: error as unknown, isLoading, mutate };
}
