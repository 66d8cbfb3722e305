'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { guestDisplayName } from '@/lib/config/ui';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useRouteParams } from '@/lib/hooks/use-route-params';
import { format } from '@/lib/i18n/format';
import { routePatterns } from '@/lib/routes/routes';
import { useMaterial } from '@/lib/swr/use-material';
import { mediaSource } from '@/lib/video/media-source';
import { PlayerPlaceholder } from './player-placeholder';
import { VideoPlayer } from './video-player-loader';

/**
 * `/VideoGoster/:materialid` and, with `guest`, `/misafirGirisi/:materialid`: a video material
 * with its title. Guests read the public guest endpoint, which answers 404 for any video that
 * is not shared with them.
 */
export function VideoScreen({ guest = false }: { guest?: boolean }) {
  const { t } = useMessages();
  const params = useRouteParams(guest ? routePatterns.guestVideo : routePatterns.video);
  const { material, error, mutate } = useMaterial(params?.materialid ?? null, { guest });
  const title = material?.name ?? (guest ? t.screens.guestVideo : t.screens.video);
  useDocumentTitle(title);

  const body = () => {
    // A failed revalidation keeps the material: the video plays on.
    if (material) {
      if (material.type !== 'video') return <StatusPanel tone="error" message={t.video.notAVideo} />;
      const src = mediaSource(material.url);
      if (!src) return <StatusPanel tone="error" message={t.video.errors.unsupported} />;
      return <VideoPlayer key={material.id} src={src} title={material.name} materialId={String(material.id)} />;
    }
    if (isApiError(error) && error.status === 404) {
      return <StatusPanel tone="error" message={guest ? t.video.notShared : t.video.notFound} />;
    }
    if (error) return <LoadError error={error} onRetry={() => void mutate()} />;
    return <PlayerPlaceholder />;
  };

  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {guest && <p>{format(t.video.watchingAs, { name: guestDisplayName })}</p>}
      {body()}
    </section>
  );
}
