'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { apiPaths, fetchUnreadCount } from '@/lib/api/endpoints';

export function useUnreadCount(options?: SWRConfiguration<number>) {
  const { data, error, isLoading, mutate } = useSWR<number>(apiPaths.unreadCount, fetchUnreadCount, options);
  return { count: data, error: error as unknown, loading: isLoading, mutate };
}
