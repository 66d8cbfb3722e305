'use client';

import { useEffect, useState } from 'react';
import { openOfflineVideos, readOfflineVideo, type OfflineVideo } from '@/lib/offline/offline-videos';

/** The video's complete copy on the device (a download or a kept course), null if none; undefined while looked up. */
export function useOfflineCopy(vodId: number, active: boolean): OfflineVideo | null | undefined {
  const [copy, setCopy] = useState<OfflineVideo | null | undefined>(active ? undefined : null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    openOfflineVideos()
      .then((cache) => readOfflineVideo(cache, vodId))
      .then(
        (found) => live && setCopy(found),
        () => live && setCopy(null),
      );
    return () => {
      live = false;
    };
  }, [vodId, active]);
  return copy;
}
