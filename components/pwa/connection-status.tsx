'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { plural } from '@/lib/i18n/plural';
import { usePendingWrites } from '@/lib/offline/use-pending-writes';
import { useOnline } from '@/lib/pwa/use-online';

/** The online/offline indicator of every shell, with the writes still waiting to be sent. */
export function ConnectionStatus() {
  const { t, locale } = useMessages();
  const online = useOnline();
  const pending = usePendingWrites();
  const pendingText = pending === 0 ? null : plural(locale, pending, t.pwa.pending);

  return (
    <div role="status" data-testid="connection-status" data-online={online} className="flex items-center gap-2 text-sm">
      <span
        className={
          online
            ? 'inline-flex items-center gap-1 text-slate-600 dark:text-slate-300'
            : 'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100'
        }
        title={online ? undefined : t.pwa.offlineNote}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-green-600' : 'bg-amber-600'}`} />
        {online ? t.pwa.online : t.pwa.offline}
      </span>
      {!online && <span className="sr-only">{t.pwa.offlineNote}</span>}
      {pendingText && <span data-testid="pending-writes">{pendingText}</span>}
    </div>
  );
}
