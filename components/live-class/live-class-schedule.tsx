'use client';

import { format as formatDate } from 'date-fns';
import { useMessages } from '@/components/providers/locale-provider';
import { dateLocales } from '@/lib/i18n/date-locale';

/** "14:00 – 15:00" in the student's language and time zone. */
export function LiveClassSchedule({ start, end, withDate = false }: { start: Date; end: Date; withDate?: boolean }) {
  const { locale } = useMessages();
  const options = { locale: dateLocales[locale] };
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <time dateTime={start.toISOString()}>{formatDate(start, withDate ? 'PPPP p' : 'p', options)}</time>
      {' – '}
      <time dateTime={end.toISOString()}>{formatDate(end, 'p', options)}</time>
    </p>
  );
}
