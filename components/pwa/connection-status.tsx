'use client';

import { CloudUpload, WifiOff } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { plural } from '@/lib/i18n/plural';
import { useQueuedWriteCount } from '@/hooks/offline/use-queued-write-count';
import { useOnline } from '@/hooks/pwa/use-online';
import { KeptCopyNote } from './kept-copy-note';

/**
 * The online/offline indicator of every shell, with the writes still waiting to be sent. It fits
 * the compact header row: online is a dot (its word from 600 px), offline a labelled pill, the
 * waiting writes a counted chip whose full sentence screen readers hear and a pointer can hover.
 * When a screen has shown data kept on the device for the read budget without the network's answer
 * (lie-fi), a quiet chip says when that copy was saved: its time on phones, the sentence from 600 px.
 * In this row it moves nothing on the screen below.
 */
export function ConnectionStatus() {
  const { t, locale } = useMessages();
  const online = useOnline();
  const queued = useQueuedWriteCount();
  const queuedText = queued === 0 ? null : plural(locale, queued, t.pwa.queuedWrites);

  return (
    <div role="status" data-testid="connection-status" data-online={online} className="flex items-center gap-1 text-sm">
      {online ? (
        <span className="inline-flex items-center gap-1.5 px-1 text-slate-600 dark:text-slate-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
          <span className="sr-only sm:not-sr-only">{t.pwa.online}</span>
        </span>
      ) : (
        <span
          title={t.pwa.offlineNote}
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
        >
          <WifiOff aria-hidden="true" className="size-4" />
          {t.pwa.offline}
        </span>
      )}
      {!online && <span className="sr-only">{t.pwa.offlineNote}</span>}
      <KeptCopyNote />
      {queuedText && (
        <span
          title={queuedText}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-100"
        >
          <CloudUpload aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{queued}</span>
          <span data-testid="queued-writes" className="sr-only">
            {queuedText}
          </span>
        </span>
      )}
    </div>
  );
}
