/**
 * Tabs tell each other when an attempt is stored or removed. Apart from the attempts' storage, so a
 * screen that only listens (the unsent-exams notice on every page) does not load the storage code.
 */
const changesChannel = 'exam-attempts';

/**
 * `writer` names who stored the change, when it wants to know its own announcement: every
 * listener hears it, in this tab too, and the writer already holds what it stored.
 */
export function announceAttemptChange(attemptId: string, writer?: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(changesChannel);
  channel.postMessage(writer === undefined ? attemptId : { attemptId, writer });
  channel.close();
}

/**
 * Calls `listener` with the attempt id (and its writer, when named) whenever a change is stored,
 * by another tab or another part of this one. A page of an earlier version sends the id alone.
 */
export function subscribeToAttemptChanges(listener: (attemptId: string, writer: string | null) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(changesChannel);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'string') listener(data, null);
    else if (typeof data === 'object' && data !== null && 'attemptId' in data && typeof data.attemptId === 'string')
      listener(data.attemptId, 'writer' in data && typeof data.writer === 'string' ? data.writer : null);
  };
  return () => channel.close();
}
