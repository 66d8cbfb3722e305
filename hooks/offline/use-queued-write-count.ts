'use client';

import { useSyncExternalStore } from 'react';
import { queuedWrites, subscribeToWriteQueue } from '@/lib/offline/stored-write-queue';
import { currentStudent } from '@/lib/session/session';

/** How many writes of the signed-in student wait for a connection. */
export function useQueuedWriteCount(): number {
  return useSyncExternalStore(
    subscribeToWriteQueue,
    () => queuedWrites(currentStudent()).length,
    () => 0,
  );
}
