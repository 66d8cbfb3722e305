'use client';

import 'plyr-react/plyr.css';
import { useCallback, useRef, useState } from 'react';
import type { PlaybackErrorKind } from '@/lib/video/playback-error';
import { sourceKind } from '@/lib/video/source-kind';
import { useResumePosition } from '@/lib/video/use-resume-position';
import { FileVideo } from './file-video';
import { HlsVideo } from './hls-video';
import { PlaybackError } from './playback-error';
import { ResumeNotice } from './resume-notice';

export interface VideoPlayerProps {
  /** Absolute URL of an HLS playlist or a video file. */
  src: string;
  title: string;
  materialId: string;
}

/**
 * A video material: HLS through hls.js, anything else as a file, both in Plyr. Picks up where
 * the student stopped; a failure replaces the player with its reason and a retry, which sets
 * the player up from scratch.
 */
export function VideoPlayer({ src, title, materialId }: VideoPlayerProps) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<PlaybackErrorKind | null>(null);
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const resumedAt = useResumePosition(materialId, media);
  const Source = sourceKind(src) === 'hls' ? HlsVideo : FileVideo;

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
    // The Retry button goes away with the message: keep keyboard focus in the player, not on the page's body.
    playerRef.current?.focus();
  }, []);

  return (
    <div ref={playerRef} role="group" aria-label={title} tabIndex={-1} className="flex flex-col gap-2 focus:outline-none">
      {error ? (
        <PlaybackError kind={error} onRetry={retry} />
      ) : (
        <Source key={attempt} src={src} title={title} onMedia={setMedia} onError={setError} />
      )}
      <ResumeNotice position={resumedAt} />
    </div>
  );
}
