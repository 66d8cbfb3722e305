'use client';

import PlyrClass from 'plyr';
import { Plyr, type APITypes } from 'plyr-react';
import { useCallback, useMemo } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { plyrOptions, type StreamQuality } from '@/lib/video/plyr-options';

interface PlyrVideoProps {
  title: string;
  /** A file to play; none when hls.js feeds the video. */
  src?: string;
  quality?: StreamQuality;
  /** The video element Plyr plays, once Plyr is set up; null when it goes away. */
  onMedia: (media: HTMLVideoElement | null) => void;
}

/** One video in Plyr's controls, labelled in the student's language. */
export function PlyrVideo({ title, src, quality, onMedia }: PlyrVideoProps) {
  const { t } = useMessages();
  const options = useMemo(() => plyrOptions({ title, messages: t.video, quality }), [title, t.video, quality]);

  // plyr-react hands over a stand-in until its own effect has created Plyr, then the instance.
  // Plyr may play a copy of the rendered element (its destroy restores a clone, which a re-setup
  // picks up), so the element is taken from Plyr's container, never from React.
  const connect = useCallback(
    (api: APITypes | null) => {
      const player = api?.plyr instanceof PlyrClass ? api.plyr : null;
      onMedia(player?.elements.container?.querySelector('video') ?? null);
    },
    [onMedia],
  );

  return (
    // Plyr moves the video into a container of its own: React must only ever remove this wrapper.
    <div>
      <Plyr ref={connect} source={null} options={options} src={src} aria-label={title} playsInline preload="metadata" />
    </div>
  );
}
