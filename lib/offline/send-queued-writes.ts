import { markNotificationRead, saveTopicCompletion, sendHelpRequest } from '@/lib/api/endpoints';
import { drainWriteQueue } from './stored-write-queue';
import type { QueuedWrite } from './write-queue';

function sendWrite(write: QueuedWrite): Promise<unknown> {
  switch (write.kind) {
    case 'topic-completion':
      return saveTopicCompletion(write.courseId, write.completion);
    case 'notification-read':
      return markNotificationRead(write.notificationId);
    case 'help-request':
      return sendHelpRequest(write.request);
  }
}

/** Sends the student's queued writes to the product API (see `drainWriteQueue`). */
export const sendQueuedWrites = (student: string): Promise<number[]> => drainWriteQueue(student, sendWrite);
