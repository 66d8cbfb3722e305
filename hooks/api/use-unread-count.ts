'use client';

import type { SWRConfiguration } from 'swr';
import { apiPaths, fetchUnreadCount, keptCopies } from '@/lib/api/endpoints';
import { notificationsReadOffline } from '@/lib/offline/stored-write-queue';
import { notificationsCountChanged } from '@/store/user-slice';
import { swrConfigFor } from './after-paint';
import { useApiRequest, type ApiRequest } from './api-request';
import { keptCopyStandsIn } from './kept-copy';
import { useUserStoreRead } from './user-store-read';

/** New notifications show in the bell within a minute while the tab is visible. */
const unreadCountRefreshMs = 60_000;

const unreadCountRequest: ApiRequest<number> = {
  key: apiPaths.unreadCount,
  load: fetchUnreadCount,
  kept: keptCopies.unreadCount,
};

/**
 * Asked once the page is drawn (the kept count is in the badge at once), when the tab becomes
 * visible or the window regains focus, when the connection returns, and every minute while the
 * tab is visible: SWR's own revalidation.
 */
const whenAsked: SWRConfiguration<number> = {
  ...swrConfigFor({ afterPaint: true }),
  refreshInterval: unreadCountRefreshMs,
  refreshWhenHidden: false,
};

/** Notifications read offline are still unread for the server: they are not counted. */
const writeCount = (count: number) => notificationsCountChanged(count - notificationsReadOffline().size);

/**
 * The unread count, kept current in the user store while the shell is open. A fetch the server
 * fails shows 0 (product.md section 8); a silent network leaves the last count.
 */
export function useUnreadCount() {
  const result = useApiRequest(unreadCountRequest, whenAsked);
  const failed = result.error !== undefined && !keptCopyStandsIn(result.error);
  useUserStoreRead('unreadCount', { data: failed ? 0 : result.data, isLoading: result.isLoading }, writeCount);
  return result;
}
