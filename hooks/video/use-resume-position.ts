'use client';

import { useEffect, useState } from 'react';
import { resumePosition, savePosition } from '@/lib/video/resume-position';

/** Often enough to lose little when the tab is killed, rarely enough to spare the storage. */
const positionSaveIntervalMs = 5000;

/**
 * Remembers where the student is in `media` (every few seconds, on pause and when leaving) and,
 * once the video's length is known, seeks back to where they stopped last time. Returns that
 * position once it was applied, for the notice.
 */
export function useResumePosition(materialId: string, media: HTMLMediaElement | null): number | null {
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!media) return;
    const start = resumePosition(materialId);
    // Null until the media reports a position: leaving before it loaded must not overwrite the saved one.
    let watched: { position: number; duration: number } | null = null;
    let lastSave = Date.now();

    // With the length it had then: by the time a failed player is taken down, the media has none.
    const save = () => {
      if (watched !== null) savePosition(materialId, watched.position, watched.duration);
    };
    const seekToStart = () => {
      if (start === null) return;
      media.currentTime = start;
      setResumedAt(start);
    };
    const onTimeUpdate = () => {
      watched = { position: media.currentTime, duration: media.duration };
      if (Date.now() - lastSave < positionSaveIntervalMs) return;
      lastSave = Date.now();
      save();
    };

    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) seekToStart();
    else media.addEventListener('loadedmetadata', seekToStart, { once: true });
    media.addEventListener('timeupdate', onTimeUpdate);
    media.addEventListener('pause', save);
    // Closing the tab runs no React cleanup.
    window.addEventListener('pagehide', save);
    return () => {
      media.removeEventListener('loadedmetadata', seekToStart);
      media.removeEventListener('timeupdate', onTimeUpdate);
      media.removeEventListener('pause', save);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [materialId, media]);

  return resumedAt;
}
