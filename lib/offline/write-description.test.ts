import type { HelpRequest } from '@/lib/help/help-request';
import type { Enrollment } from '@/lib/types';
import { describeWrite } from './write-description';
import type { QueuedWrite } from './write-queue';

const enrollments: Enrollment[] = [
  {
    id: 1,
    courseID: 101,
    course: {
      id: 101,
      name: 'B2 Reading',
      courseRef: 1,
      courseType: { name: 'Genel' },
      courseSections: [
        { id: 11, name: 'Unit 1', order: 1, courseTopics: [{ id: 5005, name: 'Skimming', order: 1, materials: [] }] },
      ],
    },
  },
];

const mark = (courseId: number, topicId: number, completed: number): QueuedWrite => ({
  kind: 'topic-completion',
  student: 'ayse',
  courseId,
  completion: { topicId, completed },
  queuedAt: 1,
});

describe('describeWrite', () => {
  it('names the topic and course of a mark', () => {
    expect(describeWrite(mark(101, 5005, 100), enrollments)).toEqual({
      kind: 'topic-completion',
      topic: 'Skimming',
      course: 'B2 Reading',
      done: true,
    });
    expect(describeWrite(mark(101, 5005, 0), enrollments)).toMatchObject({ done: false });
  });

  it('falls back to the ids when the course is no longer among the enrollments', () => {
    expect(describeWrite(mark(999, 7, 100), enrollments)).toEqual({
      kind: 'topic-completion',
      topic: '#7',
      course: '#999',
      done: true,
    });
  });

  it('names a notification read mark by its id and a help request by its subject', () => {
    expect(
      describeWrite({ kind: 'notification-read', student: 'ayse', notificationId: 42, queuedAt: 1 }, enrollments),
    ).toEqual({
      kind: 'notification-read',
      notificationId: 42,
    });
    const device = {
      osName: 'Android',
      osVersion: '14',
      browserName: 'Chrome',
      browserVersion: '126',
      userAgent: 'UA',
      appVersion: '',
      platform: '',
      vendor: '',
    };
    const request: HelpRequest = {
      requestId: 'r-1',
      subject: 'Video does not play',
      category: 'videos',
      message: 'It stops at 1:20.',
      screenshot: null,
      device,
      locale: 'en-US',
      writtenAt: '2026-05-01T10:00:00.000Z',
    };
    expect(describeWrite({ kind: 'help-request', student: 'ayse', request, queuedAt: 1 }, enrollments)).toEqual({
      kind: 'help-request',
      subject: 'Video does not play',
    });
  });
});
