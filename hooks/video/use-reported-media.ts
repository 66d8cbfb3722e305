'use client';

import { useEffect, useState } from 'react';

/**
 * The video element a source component plays, kept for its own use and reported to the player
 * (which remembers the position); reported as gone when the component unmounts.
 */
export function useReportedMedia(onMedia: (media: HTMLVideoElement | null) => void) {
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    onMedia(media);
    return () => onMedia(null);
  }, [media, onMedia]);
  return [media, setMedia] as const;
}
