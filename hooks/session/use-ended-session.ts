'use client';

import { useSyncExternalStore } from 'react';
import { lastEndedSession, onSessionEnd, type EndedSession } from '@/lib/session/session-end';

/** The session `sessionId` once it has ended, in this tab or another (decision 22); null while it runs. */
export function useEndedSession(sessionId: string | null): EndedSession | null {
  const ended = useSyncExternalStore(onSessionEnd, lastEndedSession, () => null);
  return ended !== null && ended.id === sessionId ? ended : null;
}
