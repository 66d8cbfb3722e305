import { currentStudent } from '@/lib/session/session';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { classifySendFailure } from './send-failure';
import {
  enqueue,
  isRefused,
  queuedNotificationReads,
  unexpired,
  withoutPageOpenLogs,
  writeQueueSchema,
  type QueuedWrite,
} from './write-queue';

/**
 * The student's own changes made offline (topic marks, notification read marks, help requests), kept in local storage until the student is
 * back online. One queue for the device; each write remembers whose session made it, and only
 * that student's session sends it.
 */

const listeners = new Set<() => void>();

function readQueue(now = Date.now()): QueuedWrite[] {
  return unexpired(withoutPageOpenLogs(readStored(storageKeys.writeQueue, { schema: writeQueueSchema }) ?? []), now);
}

/** False when the device could not store the queue (storage full). */
function saveQueue(queue: QueuedWrite[]): boolean {
  let saved = true;
  if (queue.length === 0) removeStored(storageKeys.writeQueue);
  else saved = writeStored(storageKeys.writeQueue, queue);
  listeners.forEach((listener) => listener());
  return saved;
}

/** Subscribes to changes of the queue, from this tab or another. */
export function subscribeToWriteQueue(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const studentWrites = (student: string | null) =>
  student === null ? [] : readQueue().filter((write) => write.student === student);

/** The student's writes waiting to be sent. */
export function queuedWrites(student: string | null): QueuedWrite[] {
  return studentWrites(student).filter((write) => !isRefused(write));
}

/** Notifications the signed-in student read offline: unread for the server until their marks are sent. */
export function notificationsReadOffline(): ReadonlySet<number> {
  const student = currentStudent();
  return student === null ? new Set() : queuedNotificationReads(queuedWrites(student), student);
}

/** The student's writes the server refused for good, kept to be shown until dismissed. */
export function refusedWrites(student: string | null): QueuedWrite[] {
  return studentWrites(student).filter(isRefused);
}

export type NewWrite = QueuedWrite extends infer W
  ? W extends QueuedWrite
    ? Omit<W, 'student' | 'queuedAt'>
    : never
  : never;

/** Keeps a write of the signed-in student for later; false when nobody is signed in or the device cannot store it. */
export function queueWrite(write: NewWrite, now = Date.now()): boolean {
  const student = currentStudent();
  if (student === null) return false;
  return saveQueue(enqueue(readQueue(now), { ...write, student, queuedAt: now } as QueuedWrite));
}

const same = (a: QueuedWrite, b: QueuedWrite) => JSON.stringify(a) === JSON.stringify(b);

/** Replaces a queued write by what became of it: nothing (sent) or its refused version. */
function settle(write: QueuedWrite, outcome: QueuedWrite | null): void {
  saveQueue(readQueue().flatMap((queued) => (!same(queued, write) ? [queued] : outcome ? [outcome] : [])));
}

/** The student has read why a write was refused: it leaves the device. */
export function dismissRefusedWrite(write: QueuedWrite): void {
  settle(write, null);
}

/**
 * Hands the student's queued writes to `send` in the order they were made; each one sent leaves the queue,
 * each one the server refuses for good (e.g. a course no longer enrolled) stays as refused, with
 * the server's reason, to be shown to the student. Stops at the first failure that a later try
 * may cure. Tabs take turns, so no write is sent twice. Returns the courses whose queued completions were settled.
 * The API calls are in `send-queued-writes.ts`: what reads the queue (the header's count) loads no API code.
 */
export async function drainWriteQueue(
  student: string,
  send: (write: QueuedWrite) => Promise<unknown>,
  now = Date.now,
): Promise<number[]> {
  const run = async () => {
    const courses = new Set<number>();
    for (const write of queuedWrites(student)) {
      let outcome: QueuedWrite | null = null;
      try {
        await send(write);
      } catch (error) {
        const failure = classifySendFailure(error);
        if (failure.kind === 'retry') break;
        if (failure.kind === 'refused') {
          console.warn('A write made offline was refused', write, error);
          outcome = { ...write, refusal: { status: failure.status, reason: failure.reason, refusedAt: now() } };
        }
      }
      // Sent or refused, the course's marks are reloaded: the server's figures replace the queued ones.
      if (write.kind === 'topic-completion') courses.add(write.courseId);
      settle(write, outcome);
    }
    return [...courses];
  };
  return navigator.locks ? navigator.locks.request('portal-write-queue', run) : run();
}
