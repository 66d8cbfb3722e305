'use client';

import { useEffect } from 'react';
import { mediaErrorKind } from '@/lib/video/playback-error';
import { PlyrVideo } from './plyr-video';
import type { SourceProps } from './source-props';
import { useReportedMedia } from '@/hooks/video/use-reported-media';

/** A file (or a stream the browser plays itself) in Plyr's HTML5 player. */
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

  return <PlyrVideo title={title} src={src} captions={captions} onMedia={setMedia} />;
}
