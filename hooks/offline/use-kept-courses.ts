'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { swrOptions } from '@/hooks/api/swr-options';
import { apiPaths, fetchMaterialToKeep, recordVideoDownload } from '@/lib/api/endpoints';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { keptMaterialIds, retryFailed, type KeptCourse } from '@/lib/offline/course-keep-record';
import {
  keepRunsSnapshot,
  pauseKeep,
  startKeep,
  stopKeep,
  subscribeKeepRuns,
  type KeepRun,
} from '@/lib/offline/course-keep-runs';
import { listKeptCourses, readKeptCourse, removeKeptCourse } from '@/lib/offline/course-keep-store';
import type { KeeperContext } from '@/lib/offline/course-keeper';
import { openOfflineVideos } from '@/lib/offline/offline-videos';
import { fetchAndKeepPaper } from '@/hooks/api/use-exam';

const keptCoursesKey = 'courses-kept-on-device';
const noRuns: Readonly<Record<number, KeepRun>> = {};

/** What keeping needs from the browser and the API (the API reads go through the worker, which keeps them). */
export function useKeeperContext(): () => Promise<KeeperContext> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async () => ({
      cache: await openOfflineVideos(),
      origin: window.location.origin,
      fetch: (url, init) => fetch(url, init),
      estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
      record: async (materialId) => {
        const { remaining, limit } = await recordVideoDownload(materialId);
        // The server's answer is the new right: the download right's read takes it (hooks/api/use-download-right.ts).
        void mutate(apiPaths.downloadRight, { remaining, limit }, { revalidate: false });
        return { remaining, limit };
      },
      readMaterial: fetchMaterialToKeep,
      keepPaper: async (examId, enrollmentId) => void (await fetchAndKeepPaper(examId, enrollmentId)),
      resolveUrl: (url) => resolveMediaUrl(url),
      now: () => new Date(),
      isOffline: () => !navigator.onLine,
    }),
    [mutate],
  );
}

/**
 * The courses kept on this device (decision 52), each as its record says or, while it is being kept in
 * this tab, as the running keep has it; with keeping, pausing, resuming, retrying and removing.
 */
export function useKeptCourses() {
  const { data, error, isLoading, mutate } = useSWR<KeptCourse[]>(
    keptCoursesKey,
    async () => listKeptCourses(await openOfflineVideos()),
    { ...swrOptions, revalidateOnFocus: false },
  );
  const runs = useSyncExternalStore(subscribeKeepRuns, keepRunsSnapshot, () => noRuns);
  const keeperContext = useKeeperContext();

  // A course being kept in this tab shows as its run has it, before its record is read back.
  const courses = useMemo(() => {
    if (!data) return undefined;
    const byCourse = new Map(data.map((record) => [record.courseId, record]));
    Object.values(runs).forEach((run) => byCourse.set(run.record.courseId, run.record));
    return [...byCourse.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [data, runs]);
  const keptIds = useMemo(() => keptMaterialIds(courses ?? []), [courses]);

  const run = useCallback(
    async (record: KeptCourse) => {
      const context = await keeperContext();
      await mutate();
      await startKeep(record, context);
      await mutate();
    },
    [keeperContext, mutate],
  );

  const reread = useCallback(
    async (courseId: number) => readKeptCourse(await openOfflineVideos(), courseId, window.location.origin),
    [],
  );

  return {
    data: courses,
    error: error as unknown,
    isLoading,
    mutate,
    runs,
    keptIds,
    keep: run,
    pause: pauseKeep,
    resume: async (courseId: number) => {
      const record = await reread(courseId);
      if (record) await run({ ...record, state: 'keeping' });
    },
    retry: async (courseId: number, key?: string) => {
      const record = await reread(courseId);
      if (record) await run(retryFailed(record, key));
    },
    /** Cancel while keeping, or Remove once kept: the files go and the course is no longer kept. */
    remove: async (courseId: number) => {
      stopKeep(courseId);
      await removeKeptCourse(await openOfflineVideos(), courseId, window.location.origin);
      await mutate();
    },
  };
}
