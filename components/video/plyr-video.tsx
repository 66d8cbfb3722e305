'use client';

import PlyrClass from 'plyr';
import { Plyr, type APITypes } from 'plyr-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
  const [player, setPlayer] = useState<PlyrClass | null>(null);
  const connect = useCallback(
    (api: APITypes | null) => {
      const created = api?.plyr instanceof PlyrClass ? api.plyr : null;
      setPlayer(created);
      onMedia(created?.elements.container?.querySelector('video') ?? null);
    },
    [onMedia],
  );

  useEffect(() => {
    // Play or Retry, pressed outside Plyr, left the focus on the player area around it: the
    // control bar's play/pause takes it, so Plyr's shortcuts work at once.
    const { container, controls, buttons } = player?.elements ?? {};
    const focused = document.activeElement;
    if (!container || !focused || focused === document.body || !focused.contains(container)) return;
    const playControl = [buttons?.play ?? []].flat().find((button) => controls?.contains(button));
    playControl?.focus({ preventScroll: true });
  }, [player]);

  return (
    // Plyr moves the video into a container of its own: React must only ever remove this wrapper.
    <div>
      <Plyr ref={connect} source={null} options={options} src={src} aria-label={title} playsInline preload="metadata" />
    </div>
  );
}
