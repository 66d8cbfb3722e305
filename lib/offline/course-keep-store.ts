import { deleteOfflineVideo, singleDownloadIds } from './offline-videos';
import { isKeptCourse, type KeptCourse } from './course-keep-record';

/**
 * Kept courses live in the `offline-videos` cache with the videos (decision 52): one kind of storage
 * for what the student keeps, kept across worker versions and emptied when a session ends
 * (decision 22). A course's record is `/offline-courses/<courseId>.json`; its PDFs and captions
 * are stored under their own URLs, which the worker answers from this cache (strategies.ts).
 */
export const keptCoursePathPrefix = '/offline-courses/';

const recordUrl = (courseId: number, origin: string) =>
  new URL(`${keptCoursePathPrefix}${courseId}.json`, origin).toString();

const isRecordKey = (request: Request) => new URL(request.url).pathname.startsWith(keptCoursePathPrefix);

async function readRecord(cache: Cache, key: RequestInfo): Promise<KeptCourse | null> {
  const value: unknown = await (await cache.match(key))?.json().catch(() => null);
  return isKeptCourse(value) ? value : null;
}

export async function readKeptCourse(cache: Cache, courseId: number, origin: string): Promise<KeptCourse | null> {
  return readRecord(cache, recordUrl(courseId, origin));
}

export async function listKeptCourses(cache: Cache): Promise<KeptCourse[]> {
  const keys = (await cache.keys()).filter(isRecordKey);
  const records = await Promise.all(keys.map((key) => readRecord(cache, key)));
  return records.filter((record) => record !== null).sort((a, b) => a.name.localeCompare(b.name));
}

export async function writeKeptCourse(cache: Cache, record: KeptCourse, origin: string): Promise<void> {
  await cache.put(recordUrl(record.courseId, origin), Response.json(record));
}

/**
 * Removes the files keeping these items added, but what another kept course still uses (the same
 * PDF in two courses, a video kept by both) and the student's own single downloads (decision 15):
 * a video the course found on the device stays, its copy not marked `keptWithCourse`. With
 * `downloadsToo` (a session's end) those go as well.
 */
export async function removeItemFiles(
  cache: Cache,
  items: KeptCourse['items'],
  others: readonly KeptCourse[],
  downloadsToo = false,
): Promise<void> {
  const usedVideos = new Set(
    others.flatMap((other) => other.items.filter((item) => item.kind === 'video').map((item) => item.materialId)),
  );
  const usedFiles = new Set(others.flatMap((other) => other.items.flatMap((item) => item.files ?? [])));
  const ownDownloads =
    downloadsToo || !items.some((item) => item.kind === 'video') ? new Set<number>() : await singleDownloadIds(cache);
  for (const item of items) {
    if (item.kind === 'video' && !usedVideos.has(item.materialId) && !ownDownloads.has(item.materialId))
      await deleteOfflineVideo(cache, item.materialId);
    for (const file of item.files ?? []) if (!usedFiles.has(file)) await cache.delete(file);
  }
}

/** "Remove" on the offline page: the course's files and its record. */
export async function removeKeptCourse(cache: Cache, courseId: number, origin: string): Promise<void> {
  const all = await listKeptCourses(cache);
  const record = all.find((candidate) => candidate.courseId === courseId);
  if (record)
    await removeItemFiles(
      cache,
      record.items,
      all.filter((other) => other !== record),
    );
  await cache.delete(recordUrl(courseId, origin));
}

/** A session's end (decision 22): every kept course's files and records leave the device, downloads included. */
export async function deleteAllKeptCourses(cache: Cache): Promise<void> {
  const all = await listKeptCourses(cache);
  await removeItemFiles(
    cache,
    all.flatMap((record) => record.items),
    [],
    true,
  );
  await Promise.all((await cache.keys()).filter(isRecordKey).map((key) => cache.delete(key)));
}
