'use client';

import { apiPaths, fetchDownloadRight } from '@/lib/api/endpoints';
import type { DownloadRight } from '@/lib/types';
import { useAppSelector } from '@/store/hooks';
import { downloadRightLoaded, selectDownloadRight } from '@/store/user-slice';
import { useApiRequest, type ApiRequest } from './api-request';
import { useUserStoreRead } from './user-store-read';

const downloadRightRequest: ApiRequest<DownloadRight> = { key: apiPaths.downloadRight, load: fetchDownloadRight };

/**
 * The student's offline-video download right as the user store holds it, read while `enabled`
 * (online). A recorded download's answer is the new right: `mutate(right, { revalidate: false })`.
 */
export function useDownloadRight(enabled: boolean) {
  const result = useApiRequest(enabled ? downloadRightRequest : null);
  useUserStoreRead('downloadRight', result, downloadRightLoaded);
  return { ...result, data: useAppSelector(selectDownloadRight) ?? undefined };
}
