'use client';

import PlyrClass from 'plyr';
import { Plyr, type APITypes } from 'plyr-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import type { CaptionTrack } from '@/lib/types';
import { captionPreference } from '@/lib/video/caption-preference';
import { isLanguage } from '@/lib/api/language-tag';
import { initialCaptions, readCaptionChoice, saveCaptionChoice } from '@/lib/video/captions';
import { plyrOptions, type StreamQuality } from '@/lib/video/plyr-options';
import { plyrText } from '@/lib/video/plyr-text';

interface PlyrVideoProps {
  title: string;
  /** A file to play; none when hls.js feeds the video. */
  src?: string;
  quality?: StreamQuality;
  /** WebVTT tracks, their `src` absolute. */
  captions: readonly CaptionTrack[];
  /** The video element Plyr plays, once Plyr is set up; null when it goes away. */
  onMedia: (media: HTMLVideoElement | null) => void;
}

/** One video in Plyr's controls, labelled in the student's language. */
export function PlyrVideo({ title, src, quality, captions, onMedia }: PlyrVideoProps) {
  const { t } = useMessages();
  // Read once: a new value would re-create Plyr (plyr-react's dependency), mid-video.
  const [startCaptions] = useState(() => initialCaptions(captions, readCaptionChoice()));
  const options = useMemo(
    () => plyrOptions({ title, messages: t.video, quality, captions: startCaptions }),
    [title, t.video, quality, startCaptions],
  );

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

  useEffect(() => {
    // The student's language and on/off, remembered for every video. Plyr fires the same events
    // while it sets itself up: the choice is read from what the student asked for, and kept only
    // when it differs from how the video started.
    if (!player || !startCaptions) return;
    const remember = () => {
      const chosen = captionPreference(player);
      if (!chosen) return;
      const language = chosen.active ? chosen.language : null;
      if (chosen.active === startCaptions.active && (!chosen.active || language === startCaptions.language)) return;
      if (language === null || isLanguage(language)) saveCaptionChoice({ language });
    };
    const events = ['captionsenabled', 'captionsdisabled', 'languagechange'] as const;
    events.forEach((event) => player.on(event, remember));
    return () => events.forEach((event) => player.off(event, remember));
  }, [player, startCaptions]);

  return (
    // Plyr moves the video into a container of its own: React must only ever remove this wrapper.
    <div>
      <Plyr
        ref={connect}
        source={null}
        options={options}
        src={src}
        aria-label={title}
        playsInline
        preload="metadata"
        // Tracks from the API's media host load only with CORS.
        crossOrigin={captions.length > 0 ? 'anonymous' : undefined}
      >
        {captions.map((track) => (
          <track
            key={track.src}
            kind="captions"
            src={track.src}
            srcLang={track.srclang}
            // Plyr puts the label into its menu as HTML: it gets text that stays text.
            label={plyrText(track.label)}
            default={track.default}
          />
        ))}
      </Plyr>
    </div>
  );
}
