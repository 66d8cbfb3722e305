import type { Enrollment } from '@/lib/types';
import type { QueuedWrite } from './write-queue';

/**
 * What a queued write did, in the student's terms: the topic and course by name when the
 * enrollments know them, a help request by its subject.
 */
type WriteDescription =
  | { kind: 'topic-completion'; topic: string; course: string; done: boolean }
  | { kind: 'notification-read'; notificationId: number }
  | { kind: 'help-request'; subject: string };

export function describeWrite(write: QueuedWrite, enrollments: readonly Enrollment[]): WriteDescription {
  switch (write.kind) {
    case 'notification-read':
      return { kind: 'notification-read', notificationId: write.notificationId };
    case 'help-request':
      return { kind: 'help-request', subject: write.request.subject };
    case 'topic-completion': {
      const { topicId, completed } = write.completion;
      const course = enrollments.find((enrollment) => enrollment.courseID === write.courseId)?.course;
      const topic = course?.courseSections
        .flatMap((section) => section.courseTopics)
        .find((candidate) => candidate.id === topicId);
      return {
        kind: 'topic-completion',
        topic: topic?.name ?? `#${topicId}`,
        course: course?.name ?? `#${write.courseId}`,
        done: completed === 100,
      };
    }
  }
}
