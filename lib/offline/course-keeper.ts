import type { MaterialDetail } from '@/lib/types';
import { UnsupportedStreamError } from './hls-playlist';
import { readOfflineVideo } from './offline-videos';
import { withItem, type ItemFailure, type KeptCourse, type KeptItem } from './course-keep-record';
import { writeKeptCourse } from './course-keep-store';
import {
  downloadVideo,
  NoRightsError,
  NoSpaceError,
  type DownloadContext,
  type DownloadProgress,
} from './video-download';

export interface KeeperContext extends DownloadContext {
  /** The material's API read, through the worker: its answer is kept for the material's screen offline. */
  readMaterial: (materialId: number) => Promise<MaterialDetail>;
  /** Keeps an exam paper in IndexedDB (decision 21). */
  keepPaper: (examId: number, enrollmentId: number) => Promise<void>;
  /** A media URL as the API gives it, made absolute. */
  resolveUrl: (url: string) => string;
  now: () => Date;
  /** The connection is gone: a failure then is no fault of the item, and the keep waits to resume. */
  isOffline: () => boolean;
}

export interface KeepEvent {
  record: KeptCourse;
  /** The item being stored and its progress, while one is. */
  current: { item: KeptItem; doneBytes: number } | null;
}

/**
 * Stores a file under its own URL, unless it is there already (a cache entry is written only once
 * its body is whole, so one that exists is complete).
 */
async function keepFile(url: string, context: KeeperContext, signal: AbortSignal): Promise<number> {
  const stored = await context.cache.match(url);
  if (stored) return (await stored.arrayBuffer()).byteLength;
  // Past the HTTP cache: a request still hanging from an earlier page would hold its cache lock.
  const response = await context.fetch(url, { signal, credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = await response.arrayBuffer();
  await context.cache.put(
    url,
    new Response(body, {
      headers: {
        'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
        'Content-Length': String(body.byteLength),
      },
    }),
  );
  return body.byteLength;
}

async function keepItem(
  record: KeptCourse,
  item: KeptItem,
  context: KeeperContext,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ bytes: number; files: string[] }> {
  if (item.kind === 'paper') {
    await context.keepPaper(item.materialId, record.enrollmentId);
    return { bytes: 0, files: [] };
  }
  const material = await context.readMaterial(item.materialId);
  if (item.kind === 'page' || !material.url) return { bytes: 0, files: [] };
  if (item.kind === 'pdf') {
    const url = context.resolveUrl(material.url);
    return { bytes: await keepFile(url, context, signal), files: [url] };
  }
  const files = material.captions.map((track) => context.resolveUrl(track.src));
  let bytes = 0;
  for (const file of files) bytes += await keepFile(file, context, signal);
  const onDevice = await readOfflineVideo(context.cache, item.materialId, context.origin);
  const video =
    onDevice ??
    (await downloadVideo({ id: item.materialId, name: material.name, url: context.resolveUrl(material.url) }, context, {
      signal,
      onProgress,
      minHeight: record.minHeight,
      resume: true,
      keptWithCourse: true,
    }));
  return { bytes: bytes + video.bytes, files };
}

/**
 * A request cut off (the page leaving, the connection dropping) rejects with a TypeError ("Failed
 * to fetch", "NetworkError…", "Load failed"): not the item's fault, so it stays to do.
 */
const isInterrupted = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

function failureOf(error: unknown): ItemFailure {
  if (error instanceof NoRightsError) return 'no-rights';
  if (error instanceof UnsupportedStreamError) return 'unsupported';
  return 'failed';
}

/**
 * Keeps the record's items one after the other, writing the record after each. An item that fails
 * is marked failed (named, with Retry) and the next one goes on; no room stops the whole course
 * (`paused`). Aborting (pause, cancel, leaving the page) or losing the connection stops at once
 * and leaves the record as it was written, still `keeping`: what is done stays done, and the rest
 * resumes later (KeptCoursesSync).
 */
export async function keepCourse(
  start: KeptCourse,
  context: KeeperContext,
  { signal, onChange }: { signal: AbortSignal; onChange: (event: KeepEvent) => void },
): Promise<KeptCourse> {
  let record: KeptCourse = { ...start, state: 'keeping' };
  const save = async (next: KeptCourse) => {
    record = next;
    await writeKeptCourse(context.cache, record, context.origin);
    onChange({ record, current: null });
  };
  await save(record);
  for (const item of start.items) {
    if (item.status !== 'pending') continue;
    if (signal.aborted) break;
    onChange({ record, current: { item, doneBytes: 0 } });
    try {
      const stored = await keepItem(record, item, context, signal, (progress) =>
        onChange({ record, current: { item, doneBytes: progress.doneBytes } }),
      );
      // Cancelled meanwhile: its record is being removed and must not be written back.
      if (signal.aborted) break;
      await save(withItem(record, item.key, { status: 'done', ...stored }, context.now()));
    } catch (error) {
      if (signal.aborted || context.isOffline() || isInterrupted(error)) break;
      if (error instanceof NoSpaceError) {
        await save({
          ...withItem(record, item.key, { status: 'failed', failure: 'failed' }, context.now()),
          state: 'paused',
        });
        throw error;
      }
      console.warn('An item of a kept course was not stored', item.key, error);
      await save(withItem(record, item.key, { status: 'failed', failure: failureOf(error) }, context.now()));
    }
  }
  if (signal.aborted || record.items.some((item) => item.status === 'pending')) return record;
  await save({ ...record, state: 'done' });
  return record;
}
