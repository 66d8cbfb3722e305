/** Messages pages post to the worker. `SKIP_WAITING` is the one workbox-window's `messageSkipWaiting()` sends. */
export const workerMessages = {
  skipWaiting: 'SKIP_WAITING',
  /** A session ended: forget the product-API answers kept for offline use (the string of earlier versions, which their workers know). */
  sessionEnded: 'CLEAR_STUDENT_DATA',
  /** A session started: answers to reads sent before belong to no current session. */
  sessionStarted: 'SESSION_STARTED',
} as const;

type WorkerMessageType = (typeof workerMessages)[keyof typeof workerMessages];

export function messageType(data: unknown): WorkerMessageType | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return Object.values(workerMessages).find((known) => known === type) ?? null;
}
