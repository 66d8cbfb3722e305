'use client';

import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { swrOptions } from './swr-options';
import type { KeptCopy } from '@/lib/api/endpoints';
import { keptCopyStandsIn, useWaitingRead } from './kept-copy';

/** One product-API read as an SWR hook asks for it: its cache key and the call that answers it. */
export interface ApiRequest<T> {
  key: string;
  load: () => Promise<T>;
  /** A student's own read: the copy kept on this device for them, drawn until the answer comes (decision 44). */
  kept?: () => KeptCopy<T> | null;
}

/**
 * The read under SWR; `null` asks for nothing (an id that is no record id, or not read yet).
 * Device first: a read with a kept copy draws it at once (SWR's fallback: nothing waits for the
 * network) while the read goes out, and the shell's note learns when the copy on screen was saved.
 */
export function useApiRequest<T>(request: ApiRequest<T> | null, config?: SWRConfiguration<T>) {
  const key = request?.key ?? null;
  const readKept = request?.kept;
  // Read from storage once per key: the copy only stands in until the network's answer.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request object for the same key reads the same copy
  const kept = useMemo(() => readKept?.() ?? null, [key]);
  const { data, error, isLoading, mutate } = useSWR<T>(
    key,
    () => (request as ApiRequest<T>).load(),
    kept === null ? { ...swrOptions, ...config } : { ...swrOptions, ...config, fallbackData: kept.value },
  );
  // The copy is SWR's fallback: on screen until the key has an answer of its own (a count equal to the copy's too).
  const { cache } = useSWRConfig();
  const showingKept = kept !== null && key !== null && cache.get(key)?.data === undefined;
  const keptAt = showingKept && keptCopyStandsIn(error) ? kept.savedAt : null;
  useWaitingRead(keptAt);
  return {
    data: showingKept && keptAt === null ? undefined : data,
    error: error as unknown,
    isLoading: isLoading && keptAt === null,
    mutate,
    /** When the copy on screen was saved; null once the answer is the network's own. */
    keptAt,
  };
}
