'use client';

import 'plyr-react/plyr.css';
import './plyr-phone.css';
import { sourceKind } from '@/lib/video/source-kind';
import { FileVideo } from './file-video';
import { HlsVideo } from './hls-video';
import type { SourceProps } from './source-props';

/** Plyr over an HLS stream or a file: the heavy part of the player, downloaded when the student asks to play. */
export function VideoSource(props: SourceProps) {
  const Source = sourceKind(props.src) === 'hls' ? HlsVideo : FileVideo;
  return <Source {...props} />;
}
