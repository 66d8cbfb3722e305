'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchTopicCompletions, saveTopicCompletion } from '@/lib/api/endpoints';
import { markTopic } from '@/lib/courses/progress';
import type { TopicCompletion } from '@/lib/types';

function isCompletionList(value: unknown): value is TopicCompletion[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item?.topicId === 'number' && typeof item?.completed === 'number')
  );
}

async function loadCompletions(courseId: number): Promise<TopicCompletion[]> {
  const answer: unknown = await fetchTopicCompletions(courseId);
  if (!isCompletionList(answer)) throw new ApiError('invalid-response', 'Invalid topic completions');
  return answer;
}

/**
 * A course's topic completions, and `mark(topicId)` which applies the spec's marking rule at
 * once on screen, saves it, and rolls back (rejecting) when the save fails.
 */
export function useTopicCompletions(courseId: number | null) {
  const key = courseId === null ? null : apiPaths.topicCompletions(courseId);
  const { data, error, isLoading, mutate } = useSWR<TopicCompletion[]>(key, () => loadCompletions(courseId as number));

  const mark = useCallback(
    async (topicId: number) => {
      if (courseId === null) return;
      const { completion, completions } = markTopic(data ?? [], topicId);
      await mutate(
        async () => {
          await saveTopicCompletion(courseId, completion);
          return completions;
        },
        { optimisticData: completions, rollbackOnError: true, populateCache: true, revalidate: false },
      );
    },
    [courseId, data, mutate],
  );

  return { completions: data, error: error as unknown, loading: isLoading, mutate, mark };
}
