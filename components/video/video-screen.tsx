'use client';

import { VideoDownload } from '@/components/offline/video-download';
import { useMessages } from '@/hooks/i18n/use-messages';
import { MaterialScreen } from '@/components/screens/material-screen';
import { StatusPanel } from '@/components/ui/status-panel';
import { guestDisplayName } from '@/lib/config/ui';
import { format } from '@/lib/i18n/format';
import { routePatterns } from '@/lib/routes/routes';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { mediaSource } from '@/lib/video/media-source';
import { useOfflineCopy } from '@/hooks/offline/use-offline-copy';
import { useOnline } from '@/hooks/pwa/use-online';
import { useOfflineUseOffered } from '@/hooks/pwa/use-pwa-state';
import { offlineVideoUrl } from '@/lib/offline/offline-videos';
import type { MaterialDetail } from '@/lib/types';
import { PlayerPlaceholder } from './player-placeholder';
import { VideoPlayer } from './video-player';

/**
 * `/VideoGoster/:materialid` and, with `guest`, `/misafirGirisi/:materialid`: a video material
 * with its title. Guests read the public guest endpoint, which answers 404 for any video that
 * is not shared with them.
 */
/**
 * Online the stream as published; offline a copy on the device (downloaded, or kept with its
 * course, decision 52) through the worker, captions included (kept under their own URLs).
 */
function MaterialVideo({ material, guest }: { material: MaterialDetail; guest: boolean }) {
  const { t } = useMessages();
  const online = useOnline();
  const downloadOffered = useOfflineUseOffered();
  const copy = useOfflineCopy(material.id, !guest && !online);
  if (copy === undefined) return <PlayerPlaceholder />;
  const src =
    copy && navigator.serviceWorker?.controller ? offlineVideoUrl(copy.vodId, copy.entry) : mediaSource(material.url);
  if (!src) return <StatusPanel tone="error" message={t.video.errors.unsupported} />;
  return (
    <>
      <VideoPlayer
        key={`${material.id}/${src}`}
        src={src}
        title={material.name}
        materialId={String(material.id)}
        duration={material.duration}
        captions={material.captions.map((track) => ({
          ...track,
          src: resolveMediaUrl(track.src),
        }))}
      />
      {!guest && downloadOffered && <VideoDownload material={material} />}
    </>
  );
}

export function VideoScreen({ guest = false }: { guest?: boolean }) {
  const { t } = useMessages();
  return (
    <MaterialScreen
      screen={guest ? 'guestVideo' : 'video'}
      pattern={guest ? routePatterns.guestVideo : routePatterns.video}
      idParam="materialid"
      type="video"
      guest={guest}
      messages={{ notFound: guest ? t.video.notShared : t.video.notFound, wrongType: t.video.notAVideo }}
      placeholder={<PlayerPlaceholder />}
      intro={guest && <p>{format(t.video.watchingAs, { name: guestDisplayName })}</p>}
    >
      {(material) => <MaterialVideo material={material} guest={guest} />}
    </MaterialScreen>
  );
}
