import { isApiError } from '@/lib/api/api-error';
import { logPageOpen, markNotificationRead, saveTopicCompletion, sendHelpRequest } from '@/lib/api/endpoints';
import { readSession } from '@/lib/auth/session';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import type { User } from '@/lib/types';
import { enqueue, isWriteQueue, unexpired, type QueuedWrite } from './write-queue';

/**
 * Writes made offline (topic marks, page-open logs, notification read marks), kept in local storage until the student is
 * back online. One queue for the device; each write remembers whose session made it, and only
 * that student's session sends it.
 */

const listeners = new Set<() => void>();

function readQueue(now = Date.now()): QueuedWrite[] {
  return unexpired(readStored(storageKeys.offlineWrites, { isValid: isWriteQueue }) ?? [], now);
}

/** False when the device could not store the queue (storage full). */
function saveQueue(queue: QueuedWrite[]): boolean {
  let saved = true;
  if (queue.length === 0) removeStored(storageKeys.offlineWrites);
  else saved = writeStored(storageKeys.offlineWrites, queue);
  listeners.forEach((listener) => listener());
  return saved;
}

/** Who a write belongs to: the provider's user id, else the user name. */
export function studentOf(user: User | null | undefined): string | null {
  const id = user?.Id ?? user?.UserName;
  return typeof id === 'string' && id !== '' ? id : null;
}

export const currentStudent = (): string | null => studentOf(readSession()?.user);

/** Subscribes to changes of the queue, from this tab or another. */
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function queuedWrites(student: string | null): QueuedWrite[] {
  return student === null ? [] : readQueue().filter((write) => write.student === student);
}

export type NewWrite = QueuedWrite extends infer W ? (W extends QueuedWrite ? Omit<W, 'student' | 'queuedAt'> : never) : never;

/** Keeps a write of the signed-in student for later; false when nobody is signed in or the device cannot store it. */
export function queueWrite(write: NewWrite, now = Date.now()): boolean {
  const student = currentStudent();
  if (student === null) return false;
  return saveQueue(enqueue(readQueue(now), { ...write, student, queuedAt: now } as QueuedWrite));
}

function sendWrite(write: QueuedWrite): Promise<unknown> {
  switch (write.kind) {
    case 'topic-completion':
      return saveTopicCompletion(write.courseId, write.completion);
    case 'page-open':
      return logPageOpen(write.path);
    case 'notification-read':
      return markNotificationRead(write.notificationId);
    case 'help-request':
      return sendHelpRequest(write.request);
  }
}

const same = (a: QueuedWrite, b: QueuedWrite) => JSON.stringify(a) === JSON.stringify(b);

/** A failure that another try may cure: keep the write and stop for now. */
const isTemporary = (error: unknown) => !isApiError(error) || ['no-response', 'server', 'auth'].includes(error.kind);

/**
 * Sends the student's queued writes in the order they were made; each one sent (or refused by the
 * server for good, e.g. a course no longer enrolled) leaves the queue. Stops at the first failure
 * that a later try may cure. Tabs take turns, so no write is sent twice.
 * Returns the courses whose completions were sent.
 */
export async function sendQueuedWrites(student: string, send = sendWrite): Promise<number[]> {
  const run = async () => {
    const courses = new Set<number>();
    for (const write of queuedWrites(student)) {
      try {
        await send(write);
        if (write.kind === 'topic-completion') courses.add(write.courseId);
      } catch (error) {
        if (isTemporary(error)) break;
        console.warn('A write made offline was refused and dropped', write, error);
      }
      saveQueue(readQueue().filter((queued) => !same(queued, write)));
    }
    return [...courses];
  };
  return navigator.locks ? navigator.locks.request('portal-offline-writes', run) : run();
}
