'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { PlayerPlaceholder } from './player-placeholder';
import { PlayerUnavailable } from './player-unavailable';
import type { VideoPlayerProps } from './video-player';

/** Plyr, its styles and hls.js are large: only the video screens download them, and only in the browser. */
export const VideoPlayer = dynamic(
  (): Promise<ComponentType<VideoPlayerProps>> =>
    import('./video-player').then(
      (module) => module.VideoPlayer,
      () => PlayerUnavailable,
    ),
  { ssr: false, loading: () => <PlayerPlaceholder /> },
);
