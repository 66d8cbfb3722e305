'use client';

import { useEffect, useState } from 'react';
import { fetchRecordedVideos } from '@/lib/api/endpoints';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { freeVideos, planItems, type KeepItem, type KeptSections } from '@/lib/offline/course-plan';
import { measureItems, qualityChoices } from '@/lib/offline/course-plan-sizes';
import { listOfflineVideos, openOfflineVideos } from '@/lib/offline/offline-videos';
import type { Course } from '@/lib/types';

export interface KeepPlanFacts {
  items: KeepItem[];
  sizes: Map<string, number | null>;
  /** Heights the student may pick; empty when the course has no stream. */
  qualities: number[];
  /** Videos that cost no download: on the device, or recorded by the server before (`freeVideos`). */
  free: Set<number>;
  estimate: { usage?: number; quota?: number } | null;
}

const sizeContext = {
  fetch: (url: string, init: RequestInit) => fetch(url, init),
  resolveUrl: (url: string) => resolveMediaUrl(url),
};

/** What keeping these sections would store and how big it is at this quality; null while measured. */
export function useKeepPlan(course: Course, sections: KeptSections | null, minHeight: number): KeepPlanFacts | null {
  const [facts, setFacts] = useState<KeepPlanFacts | null>(null);
  const key = sections === null ? null : JSON.stringify(sections);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    setFacts(null);
    const items = planItems(course, JSON.parse(key) as KeptSections, Date.now());
    void (async () => {
      const [sizes, qualities, videos, recorded, estimate] = await Promise.all([
        measureItems(items, minHeight, sizeContext),
        qualityChoices(items, sizeContext),
        openOfflineVideos().then(listOfflineVideos),
        // Unknown, every video not on the device counts: the plan may ask for more than the server takes.
        fetchRecordedVideos().catch((error: unknown) => {
          console.warn('The videos recorded before could not be read', error);
          return [];
        }),
        navigator.storage?.estimate ? navigator.storage.estimate().catch(() => null) : null,
      ]);
      const free = freeVideos(
        videos.map((video) => video.vodId),
        recorded,
      );
      if (active) setFacts({ items, sizes, qualities, free, estimate });
    })().catch((error: unknown) => console.warn('The keep plan could not be measured', error));
    return () => {
      active = false;
    };
  }, [course, key, minHeight]);

  return facts;
}
