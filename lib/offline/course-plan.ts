import { examAvailability } from '@/lib/exam-summary/course-exams';
import type { Course, Material } from '@/lib/types';
import { roomMargin } from './video-download';

/**
 * What keeping a course (or some of its sections) on the device means (decision 52), as pure
 * functions: which items, how big, how many videos the download right allows, whether it fits.
 */

/** `page`: a material whose screen is only its information (live class, coding): its API read is kept. */
export type KeepKind = 'video' | 'pdf' | 'paper' | 'page';

export interface KeepItem {
  /** Unique in a course: `<kind>-<materialId>`. */
  key: string;
  kind: KeepKind;
  materialId: number;
  name: string;
  /** The media URL as the API gives it (videos, PDFs): when it changes, the kept file is stale. */
  url: string | null;
  /** Videos: playing time in seconds, for the size of a stream. */
  duration?: number;
}

/** Which sections a kept course covers: all of them (new ones included), or these. */
export type KeptSections = 'all' | number[];

function itemOf(material: Material, now: number): KeepItem | null {
  const base = {
    materialId: material.id,
    name: material.name,
    url: material.url ?? null,
    ...(material.type === 'video' && material.duration ? { duration: material.duration } : {}),
  };
  switch (material.type) {
    case 'video':
    case 'pdf':
      return material.url ? { key: `${material.type}-${material.id}`, kind: material.type, ...base } : null;
    case 'exam':
      // Only a paper that can be started is worth keeping (the course page offers the same).
      return examAvailability(material, now).state === 'open'
        ? { key: `paper-${material.id}`, kind: 'paper', ...base, url: null }
        : null;
    case 'zoom':
    case 'code4edu':
      return { key: `page-${material.id}`, kind: 'page', ...base, url: null };
  }
}

/** The items of the sections, in the course's order; a material listed twice is kept once. */
export function planItems(course: Pick<Course, 'courseSections'>, sections: KeptSections, now: number): KeepItem[] {
  const items = new Map<string, KeepItem>();
  for (const section of course.courseSections) {
    if (sections !== 'all' && !sections.includes(section.id)) continue;
    for (const topic of section.courseTopics)
      for (const material of topic.materials) {
        const item = itemOf(material, now);
        if (item && !items.has(item.key)) items.set(item.key, item);
      }
  }
  return [...items.values()];
}

export interface PlanCounts {
  videos: number;
  pdfs: number;
  papers: number;
  pages: number;
}

export function planCounts(items: readonly Pick<KeepItem, 'kind'>[]): PlanCounts {
  const count = (kind: KeepKind) => items.filter((item) => item.kind === kind).length;
  return { videos: count('video'), pdfs: count('pdf'), papers: count('paper'), pages: count('page') };
}

/**
 * The plan's size from each item's measured size (`null`: not known). API reads and papers are a
 * few kilobytes: they count as 0.
 */
export function planBytes(sizes: ReadonlyMap<string, number | null>): { bytes: number; unknown: number } {
  let bytes = 0;
  let unknown = 0;
  for (const size of sizes.values()) {
    if (size === null) unknown += 1;
    else bytes += size;
  }
  return { bytes, unknown };
}

/** An HLS rendition's size: its bandwidth over the video's length. */
export const streamBytes = (bandwidth: number, durationSeconds: number) =>
  Math.round((bandwidth * durationSeconds) / 8);

export interface VideoAllowance {
  /** Videos the server would charge, each using one download (decision 15). */
  needed: number;
  /** How many of them the right allows. */
  fits: number;
}

/**
 * The videos keeping costs no download: those already on the device (kept as they are, not recorded)
 * and those the server recorded for the student before (`GET api/v1/downloadedvods`; recording one
 * again is free, docs/api.md), such as a video of a course kept again after Remove.
 */
export function freeVideos(onDevice: Iterable<number>, recorded: Iterable<number>): Set<number> {
  return new Set([...onDevice, ...recorded]);
}

/** Only the videos the server would charge (not in `free`, see `freeVideos`) count against the right. */
export function videoAllowance(
  items: readonly KeepItem[],
  free: ReadonlySet<number>,
  remaining: number,
): VideoAllowance {
  const needed = items.filter((item) => item.kind === 'video' && !free.has(item.materialId)).length;
  return { needed, fits: Math.max(0, Math.min(needed, remaining)) };
}

/** The plan with only the first `count` charged videos (course order); free videos stay. */
export function limitVideos(items: readonly KeepItem[], free: ReadonlySet<number>, count: number): KeepItem[] {
  let left = count;
  return items.filter((item) => {
    if (item.kind !== 'video' || free.has(item.materialId)) return true;
    left -= 1;
    return left >= 0;
  });
}

/** Free space as the Storage API estimates it, and whether the plan fits with the same margin as a single download. */
export function roomFor(
  bytes: number,
  estimate: { usage?: number; quota?: number } | null,
): { free: number | null; enough: boolean } {
  if (estimate?.quota === undefined) return { free: null, enough: true };
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return { free, enough: free >= bytes * roomMargin };
}
