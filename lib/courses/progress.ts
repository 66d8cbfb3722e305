import type { Course, TopicCompletion } from '@/lib/types';

export const completedValue = 100;

export function topicIds(course: Pick<Course, 'courseSections'>): number[] {
  return course.courseSections.flatMap((section) => section.courseTopics.map((topic) => topic.id));
}

export interface CourseProgress {
  done: number;
  total: number;
  percent: number;
}

/** Share of the course's topics at completion 100; completions of other topics are ignored. */
export function courseProgress(course: Pick<Course, 'courseSections'>, completions: readonly TopicCompletion[]): CourseProgress {
  const ids = new Set(topicIds(course));
  const done = new Set(
    completions.filter((item) => ids.has(item.topicId) && item.completed >= completedValue).map((item) => item.topicId),
  ).size;
  const total = ids.size;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export type TopicStatus = 'not-started' | 'in-progress' | 'completed';

export function topicStatus(completions: readonly TopicCompletion[], topicId: number): TopicStatus {
  const completion = completions.find((item) => item.topicId === topicId);
  if (!completion) return 'not-started';
  return completion.completed >= completedValue ? 'completed' : 'in-progress';
}

/**
 * Spec section 4: marking a topic sets its completion to 100, or creates one at 0 when none
 * exists. Returns the changed completion and the whole new list (the input is not touched).
 */
export function markTopic(
  completions: readonly TopicCompletion[],
  topicId: number,
): { completion: TopicCompletion; completions: TopicCompletion[] } {
  const exists = completions.some((item) => item.topicId === topicId);
  const completion = { topicId, completed: exists ? completedValue : 0 };
  return {
    completion,
    completions: exists
      ? completions.map((item) => (item.topicId === topicId ? completion : item))
      : [...completions, completion],
  };
}
