'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  deleteOfflineVideo,
  listOfflineVideos,
  openOfflineVideos,
  type OfflineVideo,
} from '@/lib/offline/offline-videos';

/** The videos downloaded on this device; null while they are being looked up. */
export function useOfflineVideos() {
  const [videos, setVideos] = useState<OfflineVideo[] | null>(null);

  const refresh = useCallback(async () => {
    try {
      setVideos(await listOfflineVideos(await openOfflineVideos()));
    } catch (error) {
      console.warn('Downloaded videos could not be read', error);
      setVideos([]);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const remove = useCallback(
    async (vodId: number) => {
      await deleteOfflineVideo(await openOfflineVideos(), vodId);
      await refresh();
    },
    [refresh],
  );

  return { videos, remove, refresh };
}
