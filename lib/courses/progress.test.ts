import type { Course } from '@/lib/types';
import { courseProgress, markTopic, topicIds, topicStatus, unmarkTopic } from './progress';

const course: Pick<Course, 'courseSections'> = {
  courseSections: [
    {
      id: 1,
      name: 'S1',
      order: 1,
      courseTopics: [1, 2].map((id) => ({ id, name: `T${id}`, order: id, materials: [] })),
    },
    {
      id: 2,
      name: 'S2',
      order: 2,
      courseTopics: [3, 4].map((id) => ({ id, name: `T${id}`, order: id, materials: [] })),
    },
  ],
};

describe('course progress', () => {
  it('lists every topic of every section', () => {
    expect(topicIds(course)).toEqual([1, 2, 3, 4]);
  });

  it('counts only topics at completion 100 that belong to the course', () => {
    const progress = courseProgress(course, [
      { topicId: 1, completed: 100 },
      { topicId: 2, completed: 0 },
      { topicId: 3, completed: 100 },
      { topicId: 99, completed: 100 },
    ]);
    expect(progress).toEqual({ done: 2, total: 4, percent: 50 });
  });

  it('is 0% for a course without topics instead of dividing by zero', () => {
    expect(courseProgress({ courseSections: [] }, [])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('rounds the share to whole percents', () => {
    const three = {
      courseSections: [
        {
          ...course.courseSections[0]!,
          courseTopics: course.courseSections[0]!.courseTopics.concat(course.courseSections[1]!.courseTopics[0]!),
        },
      ],
    };
    expect(courseProgress(three, [{ topicId: 1, completed: 100 }]).percent).toBe(33);
  });

  it('tells not started, in progress and completed apart', () => {
    const completions = [
      { topicId: 1, completed: 100 },
      { topicId: 2, completed: 0 },
    ];
    expect(topicStatus(completions, 1)).toBe('completed');
    expect(topicStatus(completions, 2)).toBe('in-progress');
    expect(topicStatus(completions, 3)).toBe('not-started');
  });
});

describe('marking a topic', () => {
  it('creates a completion at 0 when none exists', () => {
    const before = [{ topicId: 1, completed: 100 }];
    const result = markTopic(before, 2);
    expect(result.completion).toEqual({ topicId: 2, completed: 0 });
    expect(result.completions).toEqual([
      { topicId: 1, completed: 100 },
      { topicId: 2, completed: 0 },
    ]);
    expect(before).toHaveLength(1);
  });

  it('sets an existing completion to 100', () => {
    const result = markTopic(
      [
        { topicId: 2, completed: 0 },
        { topicId: 3, completed: 40 },
      ],
      3,
    );
    expect(result.completion).toEqual({ topicId: 3, completed: 100 });
    expect(result.completions).toEqual([
      { topicId: 2, completed: 0 },
      { topicId: 3, completed: 100 },
    ]);
  });
});

describe('un-marking a topic', () => {
  it('takes a completed topic back to in progress, which marking completes again', () => {
    const before = [
      { topicId: 1, completed: 100 },
      { topicId: 2, completed: 100 },
    ];
    const result = unmarkTopic(before, 2);
    expect(result.completion).toEqual({ topicId: 2, completed: 0 });
    expect(result.completions).toEqual([
      { topicId: 1, completed: 100 },
      { topicId: 2, completed: 0 },
    ]);
    expect(topicStatus(result.completions, 2)).toBe('in-progress');
    expect(before[1]).toEqual({ topicId: 2, completed: 100 });
    expect(topicStatus(markTopic(result.completions, 2).completions, 2)).toBe('completed');
  });
});
