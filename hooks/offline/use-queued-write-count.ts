'use client';

import { useSyncExternalStore } from 'react';
import { currentStudent, queuedWrites, subscribeToWriteQueue } from '@/lib/offline/stored-write-queue';

/** How many writes of the signed-in student wait for a connection. */
export function useQueuedWriteCount(): number {
  return useSyncExternalStore(
    subscribeToWriteQueue,
    () => queuedWrites(currentStudent()).length,
    () => 0,
  );
}
