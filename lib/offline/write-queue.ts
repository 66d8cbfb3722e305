import { isHelpRequest, type HelpRequest } from '@/lib/help/help-request';
import type { TopicCompletion } from '@/lib/types';

/** Why the server refused a write for good: its status and a short plain-text excerpt of its message. */
interface Refusal {
  status: number;
  reason: string;
  refusedAt: number;
}

/**
 * A write made without a connection, kept until it can be sent; `student` is whose session made it.
 * A write the server refused for good keeps its `refusal` and stays until the student dismisses it.
 */
export type QueuedWrite = (
  | { kind: 'topic-completion'; student: string; courseId: number; completion: TopicCompletion; queuedAt: number }
  | { kind: 'notification-read'; student: string; notificationId: number; queuedAt: number }
  | { kind: 'help-request'; student: string; request: HelpRequest; queuedAt: number }
) & { refusal?: Refusal };

/** Writes older than a stored session may live (7 days) could no longer be sent by their student. */
export const queuedWriteMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

const sameTopic = (a: QueuedWrite, b: QueuedWrite) =>
  a.kind === 'topic-completion' &&
  b.kind === 'topic-completion' &&
  a.student === b.student &&
  a.completion.topicId === b.completion.topicId;

const sameNotification = (a: QueuedWrite, b: QueuedWrite) =>
  a.kind === 'notification-read' &&
  b.kind === 'notification-read' &&
  a.student === b.student &&
  a.notificationId === b.notificationId;

/**
 * Adds a write. A topic's completion is an upsert on the server, so only its last value is kept,
 * and a notification is read once, so only one read mark is kept per notification.
 */
export function enqueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  return [...queue.filter((queued) => !sameTopic(queued, write) && !sameNotification(queued, write)), write];
}

/** The queue without writes too old to send. */
export function unexpired(queue: readonly QueuedWrite[], now: number): QueuedWrite[] {
  return queue.filter((write) => now - write.queuedAt <= queuedWriteMaxAgeMs);
}

export const isRefused = (write: QueuedWrite): boolean => write.refusal !== undefined;

/** A course's completions as the student sees them: the server's, with the marks not yet sent. */
export function withQueuedCompletions(
  completions: readonly TopicCompletion[],
  queue: readonly QueuedWrite[],
  student: string,
  courseId: number,
): TopicCompletion[] {
  const queued = queue.flatMap((write) =>
    write.kind === 'topic-completion' && !isRefused(write) && write.student === student && write.courseId === courseId
      ? [write.completion]
      : [],
  );
  const queuedTopics = new Set(queued.map((completion) => completion.topicId));
  return [...completions.filter((completion) => !queuedTopics.has(completion.topicId)), ...queued];
}

/** The notifications the student read offline, not yet marked read on the server. */
export function queuedNotificationReads(queue: readonly QueuedWrite[], student: string): Set<number> {
  return new Set(
    queue.flatMap((write) =>
      write.kind === 'notification-read' && write.student === student ? [write.notificationId] : [],
    ),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRefusal(value: unknown): value is Refusal {
  return (
    isRecord(value) &&
    Number.isInteger(value.status) &&
    typeof value.reason === 'string' &&
    typeof value.refusedAt === 'number'
  );
}

/**
 * A page-open log queued by a version before decision 51. Only the student's own changes are
 * queued now (product.md section 7 logs a page only while online): such a log is dropped on reading,
 * and the student's changes kept beside it stay.
 */
interface LegacyPageOpen {
  kind: 'page-open';
}
type StoredWrite = QueuedWrite | LegacyPageOpen;

function isQueuedWrite(value: unknown): value is StoredWrite {
  if (isRecord(value) && value.kind === 'page-open') return true;
  if (!isRecord(value) || typeof value.student !== 'string' || typeof value.queuedAt !== 'number') return false;
  if (value.refusal !== undefined && !isRefusal(value.refusal)) return false;
  if (value.kind === 'notification-read') return Number.isInteger(value.notificationId);
  if (value.kind === 'help-request') return isHelpRequest(value.request);
  if (value.kind !== 'topic-completion' || !Number.isInteger(value.courseId) || !isRecord(value.completion))
    return false;
  return Number.isInteger(value.completion.topicId) && Number.isInteger(value.completion.completed);
}

/** Shape check of the stored queue (decision 3: a malformed stored value counts as absent). */
export function isWriteQueue(value: unknown): value is StoredWrite[] {
  return Array.isArray(value) && value.every(isQueuedWrite);
}

/** The stored queue without page-open logs of earlier versions. */
export const withoutPageOpenLogs = (stored: readonly StoredWrite[]): QueuedWrite[] =>
  stored.filter((write): write is QueuedWrite => write.kind !== 'page-open');
