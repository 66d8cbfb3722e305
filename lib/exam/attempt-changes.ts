/**
 * Tabs tell each other when an attempt is stored or removed. Apart from the attempts' storage, so a
 * screen that only listens (the unsent-exams notice on every page) does not load the storage code.
 */
const changesChannel = 'exam-attempts';

export function announceAttemptChange(attemptId: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(changesChannel);
  channel.postMessage(attemptId);
  channel.close();
}

/** Calls `listener` with the attempt id whenever another tab stored a change. */
export function subscribeToAttemptChanges(listener: (attemptId: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(changesChannel);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') listener(event.data);
  };
  return () => channel.close();
}
