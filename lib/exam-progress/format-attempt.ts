import type { Locale } from '@/lib/i18n/catalogues';
import { formatDateTime } from '@/lib/i18n/date-time';

/** An attempt's day, short: "Nov 18, 2026" / "18 Kas 2026". */
export const attemptDate = (submittedAt: string, locale: Locale) => formatDateTime(submittedAt, 'day', locale);

/** Time used as h:mm:ss (2:38:00) or m:ss (0:20): the same in both languages. */
export function clockDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
