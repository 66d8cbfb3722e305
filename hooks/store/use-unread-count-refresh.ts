'use client';

import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/ui/after-next-paint';
import { useAppDispatch } from '@/store/hooks';
import { loadUnreadCount, showKeptUnreadCount } from '@/store/user-loads';

/** New notifications show in the bell within a minute while the tab is visible (and at once on focus). */
const unreadCountRefreshMs = 60_000;

/**
 * Keeps the store's unread count current: the device's copy at once, asked on every page load (once it is drawn), when the tab
 * becomes visible or the window regains focus, when the connection returns, and every minute while
 * the tab is visible.
 */
export function useUnreadCountRefresh() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void dispatch(loadUnreadCount());
    };
    // The kept count is in the badge at once; the first fresh one waits for the page to be drawn.
    dispatch(showKeptUnreadCount());
    let mounted = true;
    void afterNextPaint().then(() => mounted && refresh());
    const timer = setInterval(refresh, unreadCountRefreshMs);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    return () => {
      mounted = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
    };
  }, [dispatch]);
}
