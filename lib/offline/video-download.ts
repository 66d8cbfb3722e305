import { isApiError } from '@/lib/api/api-error';
import type { DownloadRight } from '@/lib/types';
import { sourceKind } from '@/lib/video/source-kind';
import { chooseVariant, localMasterPlaylist, parseMasterPlaylist, parseMediaPlaylist } from './hls-playlist';
import { deleteOfflineVideo, infoFileName, offlineVideoUrl, type OfflineVideo } from './offline-videos';

export interface DownloadProgress {
  doneBytes: number;
  /** Exact for a file (its Content-Length), an estimate for a stream (bandwidth × duration). */
  totalBytes: number | null;
  exactTotal: boolean;
  percent: number;
}

/** Not enough room on the device; `bytes` is what the video needs. */
export class NoSpaceError extends Error {
  constructor(readonly bytes: number | null) {
    super('Not enough storage for this video');
  }
}

/** The server refused to record the download: no downloads left. */
export class NoRightsError extends Error {}

export interface DownloadContext {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  cache: Cache;
  origin: string;
  /** The Storage API's estimate, when the browser has one. */
  estimate: () => Promise<{ usage?: number; quota?: number } | null>;
  /** Records the download with the product API (docs/api.md, POST api/v1/downloadedvods). */
  record: (materialId: number) => Promise<DownloadRight>;
}

export interface VideoToDownload {
  id: number;
  name: string;
  /** Absolute URL of the HLS master playlist or the video file. */
  url: string;
}

export interface DownloadOptions {
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
  /** HLS: the smallest rendition at least this high is stored (`chooseVariant`). */
  minHeight?: number;
  /**
   * Keeping a course (decision 52): files already in the cache are complete (a cache entry is only
   * written once its body is whole), so they are not fetched again, and a failure leaves them for
   * the next attempt. A single download starts clean and leaves nothing on failure (decision 15).
   */
  resume?: boolean;
  /** Keeping a course stores the copy: marked so, Remove takes it back (`OfflineVideo.keptWithCourse`). */
  keptWithCourse?: boolean;
}

const playlistType = 'application/vnd.apple.mpegurl';

/** Room is asked with a margin: the estimate is rough and the browser needs some for itself. */
export const roomMargin = 1.2;

async function ensureRoom(bytes: number | null, context: DownloadContext): Promise<void> {
  if (bytes === null) return;
  const estimate = await context.estimate().catch(() => null);
  if (estimate?.quota === undefined) return;
  if (estimate.quota - (estimate.usage ?? 0) < bytes * roomMargin) throw new NoSpaceError(bytes);
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

async function fetchOk(url: string, context: DownloadContext, signal: AbortSignal): Promise<Response> {
  const response = await context.fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Stores one file as it arrives, counting its bytes. */
async function storeFile(
  url: string,
  response: Response,
  context: DownloadContext,
  onBytes: (count: number) => void,
): Promise<number> {
  let stored = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      stored += chunk.byteLength;
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  const headers = new Headers({ 'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream' });
  const length = response.headers.get('content-length');
  if (length !== null) headers.set('Content-Length', length);
  const body = response.body ?? new Response(await response.arrayBuffer()).body;
  await context.cache.put(url, new Response(body?.pipeThrough(counter) ?? null, { headers }));
  return stored;
}

async function storeText(url: string, text: string, context: DownloadContext): Promise<void> {
  await context.cache.put(url, new Response(text, { headers: { 'Content-Type': playlistType } }));
}

/**
 * Downloads a video into the `offline-videos` cache (decision 15): an HLS stream as one rendition,
 * segment by segment; any other URL as one file. The download is recorded with the server only
 * once everything is stored, and the copy counts only once its `info.json` is written. Anything
 * that goes wrong (cancel, network, storage, rights) removes what was stored.
 */
export async function downloadVideo(
  video: VideoToDownload,
  context: DownloadContext,
  { signal, onProgress, minHeight, resume = false, keptWithCourse = false }: DownloadOptions,
): Promise<OfflineVideo> {
  const local = (file: string) => offlineVideoUrl(video.id, file, context.origin);
  if (!resume) await deleteOfflineVideo(context.cache, video.id);
  try {
    const hls = sourceKind(video.url) === 'hls';
    const bytes = hls
      ? await downloadStream(video, context, { signal, onProgress, minHeight, resume }, local)
      : await downloadFile(video, context, signal, onProgress, local);
    try {
      await context.record(video.id);
    } catch (error) {
      if (isApiError(error) && error.status === 409) throw new NoRightsError('No downloads left');
      throw error;
    }
    const info: OfflineVideo = {
      vodId: video.id,
      name: video.name,
      kind: hls ? 'hls' : 'file',
      entry: hls ? 'master.m3u8' : `video.${fileExtension(video.url)}`,
      bytes,
      downloadedAt: new Date().toISOString(),
      ...(keptWithCourse && { keptWithCourse: true }),
    };
    await context.cache.put(local(infoFileName), Response.json(info));
    onProgress({ doneBytes: bytes, totalBytes: bytes, exactTotal: true, percent: 100 });
    return info;
  } catch (error) {
    if (!resume) await deleteOfflineVideo(context.cache, video.id).catch(() => {});
    throw isQuotaError(error) ? new NoSpaceError(null) : error;
  }
}

const fileExtension = (url: string) => /\.([a-z0-9]{1,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? 'mp4';

async function downloadFile(
  video: VideoToDownload,
  context: DownloadContext,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
  local: (file: string) => string,
): Promise<number> {
  const response = await fetchOk(video.url, context, signal);
  const total = Number(response.headers.get('content-length')) || null;
  await ensureRoom(total, context);
  let done = 0;
  return storeFile(local(`video.${fileExtension(video.url)}`), response, context, (count) => {
    done += count;
    onProgress({
      doneBytes: done,
      totalBytes: total,
      exactTotal: total !== null,
      percent: total ? Math.min(99, Math.floor((done / total) * 100)) : 0,
    });
  });
}

async function storedSize(url: string, context: DownloadContext): Promise<number | null> {
  const stored = await context.cache.match(url);
  return stored ? (await stored.arrayBuffer()).byteLength : null;
}

async function downloadStream(
  video: VideoToDownload,
  context: DownloadContext,
  { signal, onProgress, minHeight, resume }: DownloadOptions,
  local: (file: string) => string,
): Promise<number> {
  const master = await (await fetchOk(video.url, context, signal)).text();
  const variant = chooseVariant(parseMasterPlaylist(master, video.url), minHeight);
  const playlist = parseMediaPlaylist(await (await fetchOk(variant.url, context, signal)).text(), variant.url);
  const estimate = variant.bandwidth > 0 ? Math.round((variant.bandwidth * playlist.duration) / 8) : null;
  await ensureRoom(estimate, context);

  let done = 0;
  let doneDuration = 0;
  const report = () =>
    onProgress({
      doneBytes: done,
      totalBytes: estimate === null ? null : Math.max(estimate, done),
      exactTotal: false,
      // By playing time: segments are of a similar length, their sizes are not known in advance.
      percent: playlist.duration > 0 ? Math.min(99, Math.floor((doneDuration / playlist.duration) * 100)) : 0,
    });
  report();
  for (const file of playlist.files) {
    const kept = resume ? await storedSize(local(file.name), context) : null;
    if (kept !== null) {
      done += kept;
      doneDuration += file.duration;
      report();
      continue;
    }
    const response = await fetchOk(file.url, context, signal);
    await storeFile(local(file.name), response, context, (count) => {
      done += count;
      report();
    });
    doneDuration += file.duration;
    report();
  }
  await storeText(local('media.m3u8'), playlist.local, context);
  await storeText(local('master.m3u8'), localMasterPlaylist(variant, 'media.m3u8'), context);
  return done;
}
