'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { formatDateTime } from '@/lib/i18n/date-time';

/** "14:00 – 15:00" in the student's language and time zone. */
export function LiveClassSchedule({ start, end, withDate = false }: { start: Date; end: Date; withDate?: boolean }) {
  const { locale } = useMessages();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <time dateTime={start.toISOString()}>{formatDateTime(start, withDate ? 'weekdayAndTime' : 'time', locale)}</time>
      {' – '}
      <time dateTime={end.toISOString()}>{formatDateTime(end, 'time', locale)}</time>
    </p>
  );
}
