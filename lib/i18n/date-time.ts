import type { Locale } from './catalogues';

/**
 * Days and times in the student's language through `Intl`, which the browser already has:
 * date-fns with both its locales cost ≈ 7 KB gzip on every first load (decision 46).
 */
const styles = {
  /** "Nov 18, 2026" / "18 Kas 2026" */
  day: { dateStyle: 'medium' },
  /** "November 18, 2026 at 10:00 AM" / "18 Kasım 2026 10:00" */
  dayAndTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "Wednesday, November 18, 2026 at 10:00 AM" / "18 Kasım 2026 Çarşamba 10:00" */
  weekdayAndTime: { dateStyle: 'full', timeStyle: 'short' },
  /** "10:00 AM" / "10:00" */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateTimeStyle = keyof typeof styles;

// Building a formatter is the costly part; lists format many dates in the same two or three ways.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: Date | string, style: DateTimeStyle, locale: Locale): string {
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, styles[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}
