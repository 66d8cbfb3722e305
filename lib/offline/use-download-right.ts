'use client';

import useSWR from 'swr';
import { apiPaths, fetchDownloadRight } from '@/lib/api/endpoints';
import type { DownloadRight } from '@/lib/types';
import { useAppDispatch } from '@/store/hooks';
import { downloadRightLoaded } from '@/store/user-slice';

/** The student's offline-video download right, also kept in the user store (spec section 3). */
export function useDownloadRight(enabled: boolean) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, mutate } = useSWR<DownloadRight>(enabled ? apiPaths.downloadRight : null, fetchDownloadRight, {
    onSuccess: (right) => dispatch(downloadRightLoaded(right)),
  });
  return { right: data, error: error as unknown, loading: isLoading, mutate };
}
