'use client';

import type { ComponentType } from 'react';
import { onDemand } from '@/components/ui/on-demand';

const nothing = () => null;

/**
 * A part of the signed-in shell that draws nothing until it has something to say, or draws nothing
 * at all: its code downloads when the shell mounts, beside the screen's own reads, instead of in
 * every screen's first load (issue 20). A download that fails leaves the part out, as a part with
 * nothing to say would be; the worker precaches these chunks, so offline they load from it.
 */
function afterPaint(load: () => Promise<ComponentType>): ComponentType {
  return onDemand(
    () =>
      load().catch((error: unknown) => {
        console.warn('A part of the signed-in shell could not be loaded', error);
        return nothing;
      }),
    null,
    nothing,
  );
}

/** Resumes and refreshes kept courses (decision 52). */
export const KeptCoursesSync = afterPaint(() =>
  import('@/components/offline/kept-courses-sync').then((module) => module.KeptCoursesSync),
);

/** Sends the changes made offline. */
export const WriteQueueSync = afterPaint(() =>
  import('@/components/offline/write-queue-sync').then((module) => module.WriteQueueSync),
);

/** Names changes the server refused for good. */
export const RefusedWrites = afterPaint(() =>
  import('@/components/offline/refused-writes').then((module) => module.RefusedWrites),
);

/** Names exam answers on this device that the server does not have yet. */
export const UnsentExams = afterPaint(() =>
  import('@/components/offline/unsent-exams').then((module) => module.UnsentExams),
);

/** Says once that this browser keeps nothing for offline use. */
export const OfflineUnavailable = afterPaint(() =>
  import('@/components/offline/offline-unavailable').then((module) => module.OfflineUnavailable),
);
