'use client';

import type Hls from 'hls.js';
import type { Level } from 'hls.js';
import { useEffect, useMemo, useState } from 'react';
import { hlsErrorKind } from '@/lib/video/playback-error';
import type { StreamQuality } from '@/lib/video/plyr-options';
import { autoLevel, levelForQuality, qualityOptions } from '@/lib/video/quality-options';
import { FileVideo } from './file-video';
import { loadHls } from './load-hls';
import { PlayerPlaceholder } from './player-placeholder';
import { PlyrVideo } from './plyr-video';
import type { SourceProps } from './source-props';
import { useReportedMedia } from '@/hooks/video/use-reported-media';
import { playOnAfterReload, useStallRecovery, type StallActions } from '@/hooks/video/use-stall-recovery';

interface Stream {
  hls: Hls;
  levels: Level[];
}

const hlsMimeType = 'application/vnd.apple.mpegurl';

function switchLevel(hls: Hls, level: number) {
  // Plyr also reports its default choice (Auto) while it sets up: nothing to switch then.
  if (level === autoLevel && hls.autoLevelEnabled) return;
  hls.currentLevel = level;
}

/**
 * An HLS stream through hls.js (downloaded when the student asks to play). The manifest is read
 * first, so Plyr is created once with the stream's renditions in its quality menu. Browsers without
 * Media Source Extensions that play HLS themselves (Safari on iOS) get the file player. A video
 * that stops moving is nudged, reloaded and lowered a rendition before the student is told.
 */
export function HlsVideo({ src, title, captions, onMedia, onError }: SourceProps) {
  const [stream, setStream] = useState<Stream | 'native' | null>(null);
  const [media, setMedia] = useReportedMedia(onMedia);

  useEffect(() => {
    let cancelled = false;
    let created: Hls | null = null;
    loadHls().then(
      ({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          if (document.createElement('video').canPlayType(hlsMimeType)) setStream('native');
          else onError('unsupported');
          return;
        }
        const hls = new HlsPlayer();
        created = hls;
        let recoveredMediaError = false;
        hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, { levels }) => setStream({ hls, levels }));
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // hls.js's documented way through one decoding hiccup; a second one means it cannot play here.
          if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recoveredMediaError) {
            recoveredMediaError = true;
            hls.recoverMediaError();
            return;
          }
          onError(hlsErrorKind(data));
        });
        hls.loadSource(src);
      },
      () => {
        if (!cancelled) onError('network');
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [src, onError]);

  useEffect(() => {
    if (media && stream && stream !== 'native') stream.hls.attachMedia(media);
  }, [media, stream]);

  const stallActions = useMemo<StallActions | null>(() => {
    if (!media || !stream || stream === 'native') return null;
    const { hls, levels } = stream;
    return {
      // A new MediaSource, the buffer and the segments loaded again from where the video is.
      reload: () => {
        playOnAfterReload(media, media.currentTime);
        hls.recoverMediaError();
      },
      lowerRendition: levels.length > 1 ? () => (hls.currentLevel = Math.max(hls.currentLevel, 1) - 1) : undefined,
      giveUp: () => onError('stalled'),
    };
  }, [media, stream, onError]);
  useStallRecovery(media, stallActions);

  const quality = useMemo<StreamQuality | undefined>(
    () =>
      stream && stream !== 'native'
        ? {
            options: qualityOptions(stream.levels),
            onChange: (choice) => switchLevel(stream.hls, levelForQuality(stream.levels, choice)),
          }
        : undefined,
    [stream],
  );

  if (stream === 'native')
    return <FileVideo src={src} title={title} captions={captions} onMedia={onMedia} onError={onError} />;
  if (!stream) return <PlayerPlaceholder />;
  return <PlyrVideo title={title} quality={quality} captions={captions} onMedia={setMedia} />;
}
