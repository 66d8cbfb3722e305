'use client';

import { useCallback, useRef, useState } from 'react';
import type { CaptionTrack } from '@/lib/types';
import type { PlaybackErrorKind } from '@/lib/video/playback-error';
import { usePlayWhenReady } from '@/hooks/video/use-play-when-ready';
import { useResumePosition } from '@/hooks/video/use-resume-position';
import { PlaybackError } from './playback-error';
import { ResumeNotice } from './resume-notice';
import { preloadVideoSource, VideoSource } from './video-player-loader';
import { VideoPoster } from './video-poster';

interface VideoPlayerProps {
  /** Absolute URL of an HLS playlist or a video file. */
  src: string;
  title: string;
  materialId: string;
  /** Seconds, shown on the poster when known. */
  duration?: number;
  /** WebVTT tracks, their `src` absolute. */
  captions?: readonly CaptionTrack[];
}

const noCaptions: readonly CaptionTrack[] = [];

/**
 * A video material: a poster until the student presses Play, then HLS through hls.js or a
 * file, both in Plyr, downloaded on that press and started by it. Picks up where the student
 * stopped; a failure replaces the player with its reason and a retry, which sets the player up
 * from scratch and plays again.
 */
export function VideoPlayer({ src, title, materialId, duration, captions = noCaptions }: VideoPlayerProps) {
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<PlaybackErrorKind | null>(null);
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const resumedAt = useResumePosition(materialId, media);
  usePlayWhenReady(media);

  // The button pressed (Play, Retry) goes away: keep keyboard focus in the player, not on the page's body.
  const play = () => {
    setRequested(true);
    playerRef.current?.focus({ preventScroll: true });
  };

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
    playerRef.current?.focus();
  }, []);

  const body = () => {
    if (error) return <PlaybackError kind={error} onRetry={retry} />;
    if (requested)
      return (
        <VideoSource key={attempt} src={src} title={title} captions={captions} onMedia={setMedia} onError={setError} />
      );
    return <VideoPoster title={title} duration={duration} onIntent={() => preloadVideoSource(src)} onPlay={play} />;
  };

  return (
    <div
      ref={playerRef}
      role="group"
      aria-label={title}
      tabIndex={-1}
      className="flex flex-col gap-2 focus:outline-none"
    >
      {body()}
      <ResumeNotice position={resumedAt} />
    </div>
  );
}
