'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { logPageOpen } from '@/lib/api/endpoints';
import { queueWrite } from '@/lib/offline/stored-write-queue';
import { afterNextPaint } from '@/lib/ui/after-next-paint';

/**
 * product.md section 7: each protected route change is logged while online. A page opened offline is
 * logged when the connection is back (issue 5; `WriteQueueSync` sends the queue).
 */
export function PageOpenLogger() {
  const pathname = usePathname();
  // A log cut off because the page is being left has most likely reached the server already:
  // queueing it would log the page twice once the queue is sent.
  const leaving = useRef(false);
  useEffect(() => {
    const markLeaving = () => {
      leaving.current = true;
    };
    // beforeunload comes before the browser cuts the page's requests; pagehide covers phones that skip it.
    window.addEventListener('beforeunload', markLeaving);
    window.addEventListener('pagehide', markLeaving);
    return () => {
      window.removeEventListener('beforeunload', markLeaving);
      window.removeEventListener('pagehide', markLeaving);
    };
  }, []);

  useEffect(() => {
    const queue = () => queueWrite({ kind: 'page-open', path: pathname });
    let sent = false;
    const log = () => {
      if (sent) return;
      sent = true;
      window.removeEventListener('pagehide', log);
      if (!navigator.onLine) {
        // A log, not the student's own change: a device that cannot keep it says so in the console only.
        if (!queue()) console.warn('Page-open log could not be kept for later', pathname);
        return;
      }
      logPageOpen(pathname).catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'no-response' && !leaving.current && queue()) return;
        console.warn('Page-open log failed', error);
      });
    };
    // The page is logged once it is on screen, so the log never delays it; a page left before
    // that is logged as it goes (the log is sent with keepalive).
    window.addEventListener('pagehide', log);
    void afterNextPaint().then(log);
  }, [pathname]);
  return null;
}
