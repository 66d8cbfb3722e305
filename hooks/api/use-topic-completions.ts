'use client';

import { useCallback } from 'react';
import { apiPaths, fetchTopicCompletions, keptCopies, saveTopicCompletion } from '@/lib/api/endpoints';
import { markTopic, unmarkTopic, type CompletionChange } from '@/lib/courses/progress';
import { queuedWrites } from '@/lib/offline/stored-write-queue';
import { currentStudent } from '@/lib/session/session';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { withQueuedCompletions } from '@/lib/offline/write-queue';
import type { TopicCompletion } from '@/lib/types';
import { swrConfigFor, type WhenAsked } from './after-paint';
import { useApiRequest, type ApiRequest } from './api-request';

/** Marks made offline and not yet sent stay on screen, over any answer: fresh, the worker's or the device's copy. */
function withUnsentMarks(answer: TopicCompletion[], courseId: number): TopicCompletion[] {
  const student = currentStudent();
  return student === null ? answer : withQueuedCompletions(answer, queuedWrites(student), student, courseId);
}

const loadCompletions = async (courseId: number) => withUnsentMarks(await fetchTopicCompletions(courseId), courseId);

function keptCompletions(courseId: number) {
  const kept = keptCopies.topicCompletions(courseId);
  return kept && { ...kept, value: withUnsentMarks(kept.value, courseId) };
}

/**
 * Saves a mark, or keeps it for later when there is no connection (issue 5): the PUT is an
 * idempotent upsert, so sending it late is as good as sending it now.
 */
const saveOrQueue = (courseId: number, completion: TopicCompletion) =>
  sendOrQueue(() => saveTopicCompletion(courseId, completion), { kind: 'topic-completion', courseId, completion });

/**
 * A course's topic completions; `mark(topicId)` applies the marking rule of product.md section 4 and
 * `unmark(topicId)` takes a completed topic back to in progress, each at once on screen, then
 * saves it (or queues it offline), and rolls back (rejecting) when the save fails.
 */
export function useTopicCompletions(courseId: number | null, whenAsked: WhenAsked = {}) {
  const request: ApiRequest<TopicCompletion[]> | null =
    courseId === null
      ? null
      : {
          key: apiPaths.topicCompletions(courseId),
          load: () => loadCompletions(courseId),
          kept: () => keptCompletions(courseId),
        };
  const { data, error, isLoading, mutate } = useApiRequest(request, swrConfigFor(whenAsked));

  const change = useCallback(
    async (rule: (current: readonly TopicCompletion[], topicId: number) => CompletionChange, topicId: number) => {
      if (courseId === null) return;
      const { completion, completions } = rule(data ?? [], topicId);
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
  const mark = useCallback((topicId: number) => change(markTopic, topicId), [change]);
  const unmark = useCallback((topicId: number) => change(unmarkTopic, topicId), [change]);

  return { data, error, isLoading, mutate, mark, unmark };
}
