'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { NotFoundPanel } from '@/components/screens/not-found-panel';
import { RouteScreen } from '@/components/screens/route-screen';
import { StatusPanel } from '@/components/ui/status-panel';
import { VideoPlayer } from '@/components/video/video-player';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { offlineVideoUrl, openOfflineVideos, readOfflineVideo, type OfflineVideo } from '@/lib/offline/offline-videos';
import { routeRecordId } from '@/lib/routes/route-ids';
import { routePatterns, routes } from '@/lib/routes/routes';

type Lookup = { kind: 'loading' } | { kind: 'missing'; vodId: number | null } | { kind: 'found'; video: OfflineVideo };

/**
 * `/OfflineVodGoster/:vodid`: a downloaded video, played from the `offline-videos` cache through
 * the service worker (`/offline-videos/<vodid>/…`), with no network and no API call.
 */
export function OfflineVideoScreen() {
  const { t } = useMessages();
  const params = useRouteParams(routePatterns.offlineVideo);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const vodid = params?.vodid;

  useEffect(() => {
    if (vodid === undefined) return;
    const id = routeRecordId(vodid);
    const vodId = id === null ? null : Number(id);
    let active = true;
    const find =
      vodId === null ? Promise.resolve(null) : openOfflineVideos().then((cache) => readOfflineVideo(cache, vodId));
    find.then(
      (video) => active && setLookup(video ? { kind: 'found', video } : { kind: 'missing', vodId }),
      () => active && setLookup({ kind: 'missing', vodId }),
    );
    return () => {
      active = false;
    };
  }, [vodid]);

  const body = () => {
    if (lookup.kind === 'loading') return <StatusPanel tone="busy" message={t.offline.loadingDownloads} />;
    if (lookup.kind === 'missing') {
      // An id no route takes (decision 74) is no video at all.
      if (lookup.vodId === null) return <NotFoundPanel />;
      return (
        <StatusPanel tone="error" message={t.offline.notDownloaded}>
          <Link href={routes.video(lookup.vodId)} className="underline">
            {t.offline.openOnline}
          </Link>
          <Link href={routes.offlineInfo} className="underline">
            {t.offline.listTitle}
          </Link>
        </StatusPanel>
      );
    }
    // Only the service worker answers the copy's URLs; a page it does not control (a forced reload) cannot play it.
    if (!navigator.serviceWorker?.controller) return <StatusPanel tone="error" message={t.offline.needsWorker} />;
    const { video } = lookup;
    return (
      <VideoPlayer
        key={video.vodId}
        src={offlineVideoUrl(video.vodId, video.entry)}
        title={video.name}
        materialId={String(video.vodId)}
      />
    );
  };

  return (
    <RouteScreen screen="offlineVideo" title={lookup.kind === 'found' ? lookup.video.name : undefined}>
      {body()}
    </RouteScreen>
  );
}
