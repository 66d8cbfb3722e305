'use client';

import { useSyncExternalStore } from 'react';
import { currentStudent, queuedWrites, subscribeToQueue } from '@/lib/offline/outbox';

/** How many writes of the signed-in student wait for a connection. */
export function usePendingWrites(): number {
  return useSyncExternalStore(
    subscribeToQueue,
    () => queuedWrites(currentStudent()).length,
    () => 0,
  );
}
