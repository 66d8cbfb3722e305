'use client';

import { useEffect, useMemo } from 'react';
import { mediaErrorKind } from '@/lib/video/playback-error';
import { PlyrVideo } from './plyr-video';
import type { SourceProps } from './source-props';
import { useReportedMedia } from '@/hooks/video/use-reported-media';
import { playOnAfterReload, useStallRecovery, type StallActions } from '@/hooks/video/use-stall-recovery';

/** A file (or a stream the browser plays itself) in Plyr's HTML5 player, nudged and reloaded when it stops moving. */
export function FileVideo({ src, title, captions, onMedia, onError }: SourceProps) {
  const [media, setMedia] = useReportedMedia(onMedia);

  useEffect(() => {
    if (!media) return;
    const report = () => onError(mediaErrorKind(media.error));
    // The file may have failed before Plyr handed the element over.
    if (media.error) report();
    media.addEventListener('error', report);
    return () => media.removeEventListener('error', report);
  }, [media, onError]);

  const stallActions = useMemo<StallActions | null>(
    () =>
      media && {
        reload: () => {
          playOnAfterReload(media, media.currentTime);
          media.load();
        },
        giveUp: () => onError('stalled'),
      },
    [media, onError],
  );
  useStallRecovery(media, stallActions);

  return <PlyrVideo title={title} src={src} captions={captions} onMedia={setMedia} />;
}
