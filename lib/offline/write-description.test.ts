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
      courseSections: [{ id: 11, name: 'Unit 1', order: 1, courseTopics: [{ id: 5005, name: 'Skimming', order: 1, materials: [] }] }],
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
    expect(describeWrite(mark(101, 5005, 100), enrollments)).toEqual({ kind: 'topic-completion', topic: 'Skimming', course: 'B2 Reading', done: true });
    expect(describeWrite(mark(101, 5005, 0), enrollments)).toMatchObject({ done: false });
  });

  it('falls back to the ids when the course is no longer among the enrollments', () => {
    expect(describeWrite(mark(999, 7, 100), enrollments)).toEqual({ kind: 'topic-completion', topic: '#7', course: '#999', done: true });
  });

  it('gives the path of a page-open log', () => {
    expect(describeWrite({ kind: 'page-open', student: 'ayse', path: '/notifs', queuedAt: 1 }, enrollments)).toEqual({ kind: 'page-open', path: '/notifs' });
  });
});
