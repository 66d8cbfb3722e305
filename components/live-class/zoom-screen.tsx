'use client';

import { RouteScreen } from '@/components/screens/route-screen';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { useMessages } from '@/components/providers/locale-provider';
import { materialEnd } from '@/lib/courses/live-class';
import { useRouteParams } from '@/lib/hooks/use-route-params';
import { routePatterns } from '@/lib/routes/routes';
import { useMaterial } from '@/lib/swr/use-material';
import { LiveClassSchedule } from './live-class-schedule';
import { LiveClassStatus } from './live-class-status';

/** /ZoomGoster/:materialid — the live class: when, how long until, and the way in. */
export function ZoomScreen() {
  const { t } = useMessages();
  const params = useRouteParams(routePatterns.zoom);
  const { material, error, mutate } = useMaterial(params?.materialid ?? null);

  if (error !== undefined && !material) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!material) return <StatusPanel tone="busy" message={t.common.loading} />;

  const start = material.startTime ? new Date(material.startTime) : null;
  return (
    <RouteScreen screen="zoom" title={material.name}>
      {start && material.url ? (
        <div className="flex flex-col gap-3">
          <LiveClassSchedule start={start} end={materialEnd(start, material.duration)} withDate />
          <LiveClassStatus start={start} end={materialEnd(start, material.duration)} joinHref={material.url} external />
        </div>
      ) : (
        <p>{t.liveClass.ended}</p>
      )}
    </RouteScreen>
  );
}
