import type { Course, TopicCompletion } from '@/lib/types';

const completedValue = 100;

export function topicIds(course: Pick<Course, 'courseSections'>): number[] {
  return course.courseSections.flatMap((section) => section.courseTopics.map((topic) => topic.id));
}

interface CourseProgress {
  done: number;
  total: number;
  percent: number;
}

/** Share of the course's topics at completion 100; completions of other topics are ignored. */
export function courseProgress(
  course: Pick<Course, 'courseSections'>,
  completions: readonly TopicCompletion[],
): CourseProgress {
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

/** product.md section 4: marking a topic sets its completion to 100, or creates one at 0 when none exists. */
export function markTopic(completions: readonly TopicCompletion[], topicId: number): CompletionChange {
  const exists = completions.some((item) => item.topicId === topicId);
  return withCompletion(completions, { topicId, completed: exists ? completedValue : 0 });
}

/**
 * Takes a topic marked by mistake back to "in progress": its completion goes to 0, which the
 * marking rule then marks 100 again. The topic stays started (the student has opened it), so the
 * same upsert serves, with no call of its own (docs/api.md, "Un-marking a topic").
 */
export function unmarkTopic(completions: readonly TopicCompletion[], topicId: number): CompletionChange {
  return withCompletion(completions, { topicId, completed: 0 });
}

export interface CompletionChange {
  /** The completion to save. */
  completion: TopicCompletion;
  /** The whole new list (the input is not touched). */
  completions: TopicCompletion[];
}

function withCompletion(completions: readonly TopicCompletion[], completion: TopicCompletion): CompletionChange {
  const exists = completions.some((item) => item.topicId === completion.topicId);
  return {
    completion,
    completions: exists
      ? completions.map((item) => (item.topicId === completion.topicId ? completion : item))
      : [...completions, completion],
  };
}
