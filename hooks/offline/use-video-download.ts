'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { recordVideoDownload } from '@/lib/api/endpoints';
import type { DownloadRight } from '@/lib/types';
import {
  listOfflineVideos,
  openOfflineVideos,
  readOfflineVideo,
  type OfflineVideo,
} from '@/lib/offline/offline-videos';
import type { DownloadProgress, VideoToDownload } from '@/lib/offline/video-download';

export type DownloadFailure = 'cancelled' | 'failed' | 'no-space' | 'no-rights' | 'unsupported';

type DownloadState =
  | { phase: 'checking' }
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: DownloadProgress }
  | { phase: 'done'; video: OfflineVideo }
  | { phase: 'error'; failure: DownloadFailure; bytes: number | null };

/**
 * The download engine (playlists, segments, storage checks) is needed only once a student asks for
 * a download, so it loads then, off the video screen's first load (decision 37).
 */
async function loadDownloadEngine() {
  const [download, playlist] = await Promise.all([
    import('@/lib/offline/video-download'),
    import('@/lib/offline/hls-playlist'),
  ]);
  return { ...download, UnsupportedStreamError: playlist.UnsupportedStreamError };
}
type DownloadEngine = Awaited<ReturnType<typeof loadDownloadEngine>>;

function failureOf(
  error: unknown,
  cancelled: boolean,
  engine: DownloadEngine | null,
): { failure: DownloadFailure; bytes: number | null } {
  if (cancelled) return { failure: 'cancelled', bytes: null };
  if (engine === null) return { failure: 'failed', bytes: null };
  const { NoSpaceError, NoRightsError, UnsupportedStreamError } = engine;
  if (error instanceof NoSpaceError) return { failure: 'no-space', bytes: error.bytes };
  if (error instanceof NoRightsError) return { failure: 'no-rights', bytes: null };
  if (error instanceof UnsupportedStreamError) return { failure: 'unsupported', bytes: null };
  return { failure: 'failed', bytes: null };
}

/**
 * Downloading one video for offline viewing, while the page is open: leaving the page cancels it.
 * `onRecorded` hears the download right the server has left after recording the download.
 */
export function useVideoDownload(vodId: number, onRecorded: (right: DownloadRight) => void) {
  const [state, setState] = useState<DownloadState>({ phase: 'checking' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    let active = true;
    openOfflineVideos()
      .then((cache) => readOfflineVideo(cache, vodId))
      .then(
        (video) => active && setState(video ? { phase: 'done', video } : { phase: 'idle' }),
        () => active && setState({ phase: 'idle' }),
      );
    return () => {
      active = false;
      controller.current?.abort();
    };
  }, [vodId]);

  const start = useCallback(
    async (video: VideoToDownload) => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'downloading', progress: { doneBytes: 0, totalBytes: null, exactTotal: false, percent: 0 } });
      let engine: DownloadEngine | null = null;
      try {
        engine = await loadDownloadEngine();
        const cache = await openOfflineVideos();
        const stored = await engine.downloadVideo(
          video,
          {
            cache,
            origin: window.location.origin,
            fetch: (url, init) => fetch(url, init),
            estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
            record: async (materialId) => {
              const { remaining, limit } = await recordVideoDownload(materialId);
              onRecorded({ remaining, limit });
              return { remaining, limit };
            },
          },
          {
            signal: abort.signal,
            onProgress: (progress) => !abort.signal.aborted && setState({ phase: 'downloading', progress }),
          },
        );
        await listOfflineVideos(cache);
        if (!abort.signal.aborted) setState({ phase: 'done', video: stored });
      } catch (error) {
        if (!abort.signal.aborted) console.warn('Video download failed', error);
        setState({ phase: 'error', ...failureOf(error, abort.signal.aborted, engine) });
      }
    },
    [onRecorded],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
