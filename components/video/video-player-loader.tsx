'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { onDemand } from '@/components/ui/on-demand';
import { sourceKind } from '@/lib/video/source-kind';
import { loadHls } from './load-hls';
import { PlayerPlaceholder } from './player-placeholder';
import type { SourceProps } from './source-props';

const loadVideoSource = () => import(/* webpackChunkName: "video-source" */ './video-source');

function PlayerUnavailable() {
  const { t } = useMessages();
  return <CodeUnavailable message={t.video.errors.network} />;
}

/**
 * Starts downloading what playing `src` needs (Plyr, and hls.js for a stream) as the student
 * reaches for Play, so the tap finds them on their way or in. A failed download shows up when
 * the player itself asks for the chunk.
 */
export function preloadVideoSource(src: string) {
  loadVideoSource().catch(() => {});
  if (sourceKind(src) === 'hls') loadHls().catch(() => {});
}

/** Plyr, its styles and hls.js are large: downloaded only when the student asks to play, only in the browser. */
export const VideoSource = onDemand<SourceProps>(
  () => loadVideoSource().then((module) => module.VideoSource),
  <PlayerPlaceholder />,
  PlayerUnavailable,
);
