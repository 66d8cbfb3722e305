'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { apiPaths, fetchTopicCompletions, saveTopicCompletion } from '@/lib/api/endpoints';
import { markTopic } from '@/lib/courses/progress';
import { currentStudent, queuedWrites } from '@/lib/offline/outbox';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { withQueuedCompletions } from '@/lib/offline/write-queue';
import type { TopicCompletion } from '@/lib/types';

async function loadCompletions(courseId: number): Promise<TopicCompletion[]> {
  const answer = await fetchTopicCompletions(courseId);
  // Marks made offline and not yet sent stay on screen, also over an answer the worker kept.
  const student = currentStudent();
  return student === null ? answer : withQueuedCompletions(answer, queuedWrites(student), student, courseId);
}

/**
 * Saves a mark, or keeps it for later when there is no connection (issue 5): the PUT is an
 * idempotent upsert, so sending it late is as good as sending it now.
 */
const saveOrQueue = (courseId: number, completion: TopicCompletion) =>
  sendOrQueue(() => saveTopicCompletion(courseId, completion), { kind: 'topic-completion', courseId, completion });

/**
 * A course's topic completions, and `mark(topicId)` which applies the spec's marking rule at
 * once on screen, saves it (or queues it offline), and rolls back (rejecting) when the save fails.
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
          await saveOrQueue(courseId, completion);
          return completions;
        },
        { optimisticData: completions, rollbackOnError: true, populateCache: true, revalidate: false },
      );
    },
    [courseId, data, mutate],
  );

  return { data, error: error as unknown, isLoading, mutate, mark };
}
