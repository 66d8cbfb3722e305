'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { ExtraMaterialScreen } from '@/components/screens/extra-material-screen';
import { JoinNeedsConnection } from '@/components/pwa/join-needs-connection';
import { StatusPanel } from '@/components/ui/status-panel';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { format } from '@/lib/i18n/format';

/**
 * /Code4EduGoster/:materialid — the exercise runs in a sandboxed frame: its scripts run, but it
 * gets an opaque origin, so it cannot read the portal's storage (tokens) or navigate the portal.
 */
export function Code4EduScreen() {
  const { t } = useMessages();
  return (
    <ExtraMaterialScreen type="code4edu">
      {(material, online) => {
        if (!material.url) return <StatusPanel tone="error" message={t.materials.notFound} />;
        const url = resolveMediaUrl(material.url);
        // The exercise is served from elsewhere: offline its frame would stay blank.
        if (!online) return <JoinNeedsConnection />;
        return (
          <>
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
          </>
        );
      }}
    </ExtraMaterialScreen>
  );
}
