'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { refusedWrites, subscribeToWriteQueue } from '@/lib/offline/stored-write-queue';
import { currentStudent } from '@/lib/session/session';
import type { QueuedWrite } from '@/lib/offline/write-queue';

/** The signed-in student's writes the server refused for good, until dismissed. */
export function useRefusedWrites(): QueuedWrite[] {
  // A string snapshot: equal while the stored refusals are, so React does not re-render in a loop.
  const snapshot = useSyncExternalStore(
    subscribeToWriteQueue,
    () => JSON.stringify(refusedWrites(currentStudent())),
    () => '[]',
  );
  return useMemo(() => JSON.parse(snapshot) as QueuedWrite[], [snapshot]);
}
