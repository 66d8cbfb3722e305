'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { PlayerPlaceholder } from './player-placeholder';
import type { VideoPlayerProps } from './video-player';

function PlayerUnavailable() {
  const { t } = useMessages();
  return <CodeUnavailable message={t.video.errors.network} />;
}

/** Plyr, its styles and hls.js are large: only the video screens download them, and only in the browser. */
export const VideoPlayer = dynamic(
  (): Promise<ComponentType<VideoPlayerProps>> =>
    import('./video-player').then(
      (module) => module.VideoPlayer,
      () => PlayerUnavailable,
    ),
  { ssr: false, loading: () => <PlayerPlaceholder /> },
);
