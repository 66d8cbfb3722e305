'use client';

import { History } from 'lucide-react';
import { useKeptCopyNote } from '@/hooks/api/kept-copy';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatDateTime } from '@/lib/i18n/date-time';
import { format } from '@/lib/i18n/format';

/**
 * The quiet lie-fi chip (decision 44): once a screen has shown data kept on the device for the read
 * budget without the network's answer, when that copy was saved; its time on phones, the sentence
 * from 600 px and for screen readers. Nothing otherwise. Its parent is the live region.
 */
export function KeptCopyNote() {
  const { t, locale } = useMessages();
  const keptAt = useKeptCopyNote();
  if (keptAt === null) return null;
  const keptTime = formatDateTime(new Date(keptAt), 'time', locale);
  return (
    <span
      data-testid="kept-copy-note"
      title={format(t.pwa.keptCopy, { time: keptTime })}
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
    >
      <History aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="sm:hidden">
        {keptTime}
      </span>
      <span className="sr-only sm:not-sr-only">{format(t.pwa.keptCopy, { time: keptTime })}</span>
    </span>
  );
}
