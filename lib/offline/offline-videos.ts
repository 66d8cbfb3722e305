import * as v from 'valibot';
import { offlineVideoCacheName } from '@/lib/config/ui';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { offlineVideoFolder, offlineVideoPathPrefix } from './offline-video-paths';

/** A complete offline copy; its `info.json`, written last, is what makes a download complete. */
export interface OfflineVideo {
  vodId: number;
  name: string;
  kind: 'hls' | 'file';
  /** The file the player opens, in the video's folder: `master.m3u8` or `video.mp4`. */
  entry: string;
  bytes: number;
  downloadedAt: string;
  /**
   * Set when keeping a course stored the copy (decision 52); a single download (decision 15) has
   * none. Removing a kept course deletes only such copies: the student's own downloads stay.
   */
  keptWithCourse?: true;
}

export const infoFileName = 'info.json';

const offlineVideoSchema = v.object({
  vodId: v.pipe(v.number(), v.integer()),
  name: v.string(),
  kind: v.picklist(['hls', 'file']),
  // A bare file name: the player opens it inside the video's own folder.
  entry: v.pipe(v.string(), v.regex(/^[\w.-]+$/)),
  bytes: v.number(),
  downloadedAt: v.string(),
  keptWithCourse: v.optional(v.literal(true)),
}) satisfies v.GenericSchema<OfflineVideo>;

export const openOfflineVideos = () => caches.open(offlineVideoCacheName);

/** Absolute URL of a file of a video's offline copy (cache keys are absolute). */
export function offlineVideoUrl(vodId: number, file: string, origin: string = window.location.origin): string {
  return new URL(`${offlineVideoFolder(vodId)}${file}`, origin).toString();
}

async function readInfo(cache: Cache, key: RequestInfo): Promise<OfflineVideo | null> {
  const response = await cache.match(key);
  const value: unknown = await response?.json().catch(() => null);
  return v.is(offlineVideoSchema, value) ? value : null;
}

export async function readOfflineVideo(cache: Cache, vodId: number, origin?: string): Promise<OfflineVideo | null> {
  return readInfo(cache, offlineVideoUrl(vodId, infoFileName, origin));
}

async function readAllInfos(cache: Cache): Promise<OfflineVideo[]> {
  const infoKeys = (await cache.keys()).filter((request) => {
    const { pathname } = new URL(request.url);
    return pathname.startsWith(offlineVideoPathPrefix) && pathname.endsWith(`/${infoFileName}`);
  });
  return (await Promise.all(infoKeys.map((key) => readInfo(cache, key)))).filter((video) => video !== null);
}

/** Every complete offline copy, newest first; `offline_videos_count` is kept in step. */
export async function listOfflineVideos(cache: Cache): Promise<OfflineVideo[]> {
  const videos = await readAllInfos(cache);
  videos.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
  writeStored(storageKeys.offlineVideosCount, videos.length);
  return videos;
}

/** The ids of the complete copies the student downloaded singly (decision 15), not kept with a course. */
export async function singleDownloadIds(cache: Cache): Promise<Set<number>> {
  return new Set((await readAllInfos(cache)).filter((video) => !video.keptWithCourse).map((video) => video.vodId));
}

/** Removes every file of a video's copy, complete or not. */
export async function deleteOfflineVideo(cache: Cache, vodId: number): Promise<void> {
  const folder = offlineVideoFolder(vodId);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(folder));
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/**
 * Sign-out: every downloaded video leaves the device, complete or not, so the next student on it
 * can neither see nor play them (the cache itself stays, see cache-names.ts).
 */
export async function deleteAllOfflineVideos(cache: Cache): Promise<void> {
  const keys = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith(offlineVideoPathPrefix),
  );
  await Promise.all(keys.map((key) => cache.delete(key)));
  writeStored(storageKeys.offlineVideosCount, 0);
}
