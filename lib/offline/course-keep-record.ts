import * as v from 'valibot';
import type { KeepItem, KeptSections } from './course-plan';

/**
 * The bookkeeping of a kept course (decision 52), written after every item: a reload, a closed tab
 * or a lost connection resumes at the first item not done, and a finished item is never fetched
 * again. Pure functions; `course-keep-store.ts` keeps the record in the `offline-videos` cache.
 */

export type ItemFailure = 'failed' | 'no-rights' | 'unsupported';

export interface KeptItem extends KeepItem {
  status: 'pending' | 'done' | 'failed';
  /** Bytes stored for it (its files; 0 for API reads and papers). */
  bytes: number;
  /** Absolute URLs of the files stored for it by their own URL (a PDF, a video's captions). */
  files?: string[];
  failure?: ItemFailure;
}

export interface KeptCourse {
  courseId: number;
  enrollmentId: number;
  name: string;
  sections: KeptSections;
  /** Videos: the smallest HLS rendition at least this high. */
  minHeight: number;
  /** `keeping` until every item was tried; a reload resumes a `keeping` course by itself. */
  state: 'keeping' | 'paused' | 'done';
  /** Videos the student chose to leave out (download right): not planned again on refresh. */
  skippedVideos: number[];
  items: KeptItem[];
  updatedAt: string;
  /**
   * When the course list its plan came from was read (or, made from the list on screen, when it
   * was made): only a list read later may change the plan. Records kept before it existed go by
   * `updatedAt`, which is never earlier.
   */
  plannedAt?: string;
}

export function newRecord(
  course: { courseId: number; enrollmentId: number; name: string },
  sections: KeptSections,
  minHeight: number,
  items: readonly KeepItem[],
  skippedVideos: number[],
  now: Date,
): KeptCourse {
  return {
    ...course,
    sections,
    minHeight,
    state: 'keeping',
    skippedVideos,
    items: items.map((item) => ({ ...item, status: 'pending', bytes: 0 })),
    updatedAt: now.toISOString(),
    plannedAt: now.toISOString(),
  };
}

/**
 * Refresh rules, for content changed online or sections added: an item still planned with the same
 * URL keeps its state; a new one, or one whose file moved, is to do; one no longer planned is
 * dropped (its files removed by the caller). Skipped videos stay skipped. `plannedAt`: when the
 * course list `planned` comes from was read.
 */
export function mergePlan(
  record: KeptCourse,
  planned: readonly KeepItem[],
  plannedAt: Date,
): { record: KeptCourse; dropped: KeptItem[]; changed: boolean } {
  const old = new Map(record.items.map((item) => [item.key, item]));
  const wanted = planned.filter((item) => !(item.kind === 'video' && record.skippedVideos.includes(item.materialId)));
  const dropped: KeptItem[] = [];
  const items = wanted.map((item): KeptItem => {
    const before = old.get(item.key);
    if (before && before.url === item.url) return { ...before, name: item.name };
    if (before) dropped.push(before);
    return { ...item, status: 'pending', bytes: 0 };
  });
  const keys = new Set(wanted.map((item) => item.key));
  dropped.push(...record.items.filter((item) => !keys.has(item.key)));
  const changed = dropped.length > 0 || items.some((item) => !old.has(item.key));
  const state = items.some((item) => item.status === 'pending') ? 'keeping' : record.state;
  return { record: { ...record, items, state, plannedAt: plannedAt.toISOString() }, dropped, changed };
}

/** What keeping a course up to date does with the course list in the store (`KeptCoursesSync`). */
export type SyncAction =
  | { kind: 'none' }
  | { kind: 'resume'; record: KeptCourse }
  | { kind: 'refresh'; record: KeptCourse; dropped: KeptItem[]; changed: boolean };

/**
 * Only a course list read after the plan was made may change it (decision 52): an older one (the
 * copy kept on the device, drawn before the fresh answer comes) would drop items the plan took
 * from a newer list and delete their files, to fetch them again moments later. With such a list, a
 * keep that was interrupted resumes as planned, and nothing else happens.
 */
export function syncAction(record: KeptCourse, planned: readonly KeepItem[], listSavedAt: number | null): SyncAction {
  const plannedAt = Date.parse(record.plannedAt ?? record.updatedAt);
  if (listSavedAt === null || !(listSavedAt > plannedAt))
    return record.state === 'keeping' ? { kind: 'resume', record } : { kind: 'none' };
  const refreshed = mergePlan(record, planned, new Date(listSavedAt));
  if (!refreshed.changed && refreshed.record.state !== 'keeping') return { kind: 'none' };
  return { kind: 'refresh', ...refreshed };
}

export function withItem(record: KeptCourse, key: string, change: Partial<KeptItem>, now: Date): KeptCourse {
  return {
    ...record,
    items: record.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    updatedAt: now.toISOString(),
  };
}

/** A failed item tried again, or every failed one. */
export function retryFailed(record: KeptCourse, key?: string): KeptCourse {
  return {
    ...record,
    state: 'keeping',
    items: record.items.map((item) =>
      item.status === 'failed' && (key === undefined || item.key === key)
        ? { ...item, status: 'pending', failure: undefined }
        : item,
    ),
  };
}

export interface KeepTotals {
  done: number;
  total: number;
  bytes: number;
  failed: KeptItem[];
}

export function keepTotals(record: KeptCourse): KeepTotals {
  const done = record.items.filter((item) => item.status === 'done');
  return {
    done: done.length,
    total: record.items.length,
    bytes: done.reduce((sum, item) => sum + item.bytes, 0),
    failed: record.items.filter((item) => item.status === 'failed'),
  };
}

/** Material ids kept whole on the device ("On this phone"). */
export function keptMaterialIds(records: readonly KeptCourse[]): Set<number> {
  return new Set(
    records.flatMap((record) => record.items.filter((item) => item.status === 'done').map((item) => item.materialId)),
  );
}

/**
 * Why a material of a kept course is not on the device, for the screen that now needs the network:
 * it did not fit the downloads left (left out by the student's choice, or refused by the server), it
 * could not be stored, it cannot be kept, it is still to be stored, or its section is not kept.
 * Null when the record has no reason to give (kept, or never planned: nothing of it to keep).
 */
export type LeftOutReason = 'noDownloads' | 'notStored' | 'unsupported' | 'notYet' | 'sectionNotKept';

export function whyLeftOut(record: KeptCourse, sectionId: number, materialId: number): LeftOutReason | null {
  if (record.skippedVideos.includes(materialId)) return 'noDownloads';
  const item = record.items.find((candidate) => candidate.materialId === materialId);
  if (item?.status === 'done') return null;
  if (item?.status === 'pending') return 'notYet';
  if (item?.status === 'failed') {
    if (item.failure === 'no-rights') return 'noDownloads';
    return item.failure === 'unsupported' ? 'unsupported' : 'notStored';
  }
  return record.sections !== 'all' && !record.sections.includes(sectionId) ? 'sectionNotKept' : null;
}

const integer = v.pipe(v.number(), v.integer());
const keptItemSchema = v.object({
  key: v.string(),
  kind: v.picklist(['video', 'pdf', 'paper', 'page']),
  materialId: integer,
  name: v.string(),
  url: v.nullable(v.string()),
  duration: v.optional(v.number()),
  status: v.picklist(['pending', 'done', 'failed']),
  bytes: v.number(),
  files: v.optional(v.array(v.string())),
  failure: v.optional(v.picklist(['failed', 'no-rights', 'unsupported'])),
}) satisfies v.GenericSchema<KeptItem>;

const keptCourseSchema = v.object({
  courseId: integer,
  enrollmentId: integer,
  name: v.string(),
  sections: v.union([v.literal('all'), v.array(integer)]),
  minHeight: v.number(),
  state: v.picklist(['keeping', 'paused', 'done']),
  skippedVideos: v.array(integer),
  items: v.array(keptItemSchema),
  updatedAt: v.string(),
  plannedAt: v.optional(v.string()),
}) satisfies v.GenericSchema<KeptCourse>;

/** A stored record as read back; anything malformed is no record (the course is simply not kept). */
export const isKeptCourse = (value: unknown): value is KeptCourse => v.is(keptCourseSchema, value);
