import type { CaptionTrack } from '@/lib/types';
import type { PlaybackErrorKind } from '@/lib/video/playback-error';

/** What the player gives the component that plays one kind of source. */
export interface SourceProps {
  src: string;
  title: string;
  /** WebVTT tracks, their `src` absolute. */
  captions: readonly CaptionTrack[];
  onMedia: (media: HTMLVideoElement | null) => void;
  onError: (kind: PlaybackErrorKind) => void;
}
