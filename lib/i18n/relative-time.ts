import { formatDistanceStrict } from 'date-fns';
import type { Locale } from './catalogues';
import { dateLocales } from './date-locale';

/** Under a minute ago reads "now", not "0 minutes ago". */
const justNowMs = 60_000;

/**
 * When something happened, relative to `now`, in the student's language: "2 hours ago",
 * "2 saat önce"; `justNow` (the catalogue's word) for the last minute. A time slightly ahead
 * (another device's clock) also reads as `justNow`.
 */
export function relativeTime(iso: string, now: number, locale: Locale, justNow: string): string {
  const time = Date.parse(iso);
  if (now - time < justNowMs) return justNow;
  return formatDistanceStrict(time, now, { addSuffix: true, locale: dateLocales[locale], roundingMethod: 'floor' });
}
