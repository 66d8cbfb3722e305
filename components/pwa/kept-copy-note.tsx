'use client';

import { History } from 'lucide-react';
import { useKeptCopyNote } from '@/hooks/api/kept-copy';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatDateTime } from '@/lib/i18n/date-time';
import { format } from '@/lib/i18n/format';

/**
 * The quiet lie-fi chip (decision 44): once a screen has shown data kept on the device for the read
 * budget without the network's answer, when that copy was saved: "Saved 10:42" on screen, at every
 * width (the header row keeps room for the school's name beside it), the whole sentence with
 * "refreshing" for screen readers and as its tooltip. Nothing otherwise. Its parent is the live region.
 */
export function KeptCopyNote() {
  const { t, locale } = useMessages();
  const keptAt = useKeptCopyNote();
  if (keptAt === null) return null;
  const time = formatDateTime(new Date(keptAt), 'time', locale);
  const sentence = format(t.pwa.keptCopy, { time });
  return (
    <span
      data-testid="kept-copy-note"
      title={sentence}
      className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-slate-100 px-2 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
    >
      <History aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{format(t.pwa.keptCopyShort, { time })}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
