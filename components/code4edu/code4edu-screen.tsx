'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { RouteScreen } from '@/components/screens/route-screen';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { useRouteParams } from '@/lib/hooks/use-route-params';
import { format } from '@/lib/i18n/format';
import { routePatterns } from '@/lib/routes/routes';
import { useMaterial } from '@/lib/swr/use-material';

/**
 * /Code4EduGoster/:materialid — the exercise runs in a sandboxed frame: its scripts run, but it
 * gets an opaque origin, so it cannot read the portal's storage (tokens) or navigate the portal.
 */
export function Code4EduScreen() {
  const { t } = useMessages();
  const params = useRouteParams(routePatterns.code4edu);
  const { material, error, mutate } = useMaterial(params?.materialid ?? null);

  if (error !== undefined && !material) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!material?.url) return <StatusPanel tone="busy" message={t.common.loading} />;
  const url = resolveMediaUrl(material.url);

  return (
    <RouteScreen screen="code4edu" title={material.name}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t.code4edu.fallback}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium underline">
          {t.code4edu.openInNewTab}
        </a>
      </p>
      <iframe
        src={url}
        title={format(t.code4edu.frameTitle, { name: material.name })}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        className="h-[70vh] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700"
      />
    </RouteScreen>
  );
}
