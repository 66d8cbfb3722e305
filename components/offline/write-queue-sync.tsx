'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/lib/api/endpoints';
import { sendQueuedWrites } from '@/lib/offline/send-queued-writes';
import { notificationsReadOffline } from '@/lib/offline/stored-write-queue';
import { currentStudent } from '@/lib/session/session';
import { useQueuedWriteCount } from '@/hooks/offline/use-queued-write-count';
import { useOnline } from '@/hooks/pwa/use-online';

/** A failed send (a server error, a connection that only seems to be back) is tried again this often. */
const retryMs = 30_000;

/**
 * Sends the writes made offline once the student is online: at sign-in, when the connection
 * returns, and again while some wait. Courses whose marks were sent are reloaded from the server,
 * and so are the notifications and their count when read marks were waiting.
 */
export function WriteQueueSync() {
  const online = useOnline();
  const waiting = useQueuedWriteCount() > 0;
  const { mutate } = useSWRConfig();

  useEffect(() => {
    const student = currentStudent();
    if (!online || !waiting || student === null) return;
    const send = () => {
      const readsWaiting = notificationsReadOffline().size > 0;
      void sendQueuedWrites(student).then(
        (courses) => {
          courses.forEach((courseId) => void mutate(apiPaths.topicCompletions(courseId)));
          if (readsWaiting) {
            void mutate(apiPaths.unreadCount);
            void mutate(apiPaths.notifications);
          }
        },
        (error: unknown) => console.warn('Sending writes made offline failed', error),
      );
    };
    send();
    const timer = setInterval(send, retryMs);
    return () => clearInterval(timer);
  }, [online, waiting, mutate]);

  return null;
}
