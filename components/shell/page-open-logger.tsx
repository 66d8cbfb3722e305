'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { logPageOpen } from '@/lib/api/endpoints';
import { afterNextPaint } from '@/lib/ui/after-next-paint';

/**
 * product.md section 7: each protected route change is logged while online, and only then. A page opened
 * offline is not logged, and a log that fails is not kept for later: the write queue holds only
 * the student's own changes, which its "changes will be sent" count is about (decision 51).
 */
export function PageOpenLogger() {
  const pathname = usePathname();
  useEffect(() => {
    // Whether the page was opened online is known now, not when it is drawn: a page opened offline
    // stays unlogged when the connection returns before its first frame.
    const openedOnline = navigator.onLine;
    let sent = false;
    const log = () => {
      if (sent) return;
      sent = true;
      window.removeEventListener('pagehide', log);
      if (!openedOnline || !navigator.onLine) return;
      logPageOpen(pathname).catch((error: unknown) => console.warn('Page-open log failed', error));
    };
    // The page is logged once it is on screen, so the log never delays it; a page left before
    // that is logged as it goes (the log is sent with keepalive).
    window.addEventListener('pagehide', log);
    void afterNextPaint().then(log);
  }, [pathname]);
  return null;
}
