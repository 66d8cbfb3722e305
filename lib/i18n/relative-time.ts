import type { Locale } from './catalogues';

const minuteMs = 60_000;

/** The largest unit with at least one whole step, counted down (a 26-hour-old message is "1 day ago"). */
function largestUnit(elapsedMs: number): [number, Intl.RelativeTimeFormatUnit] {
  const minutes = Math.floor(elapsedMs / minuteMs);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [hours, 'hour'];
  const days = Math.floor(hours / 24);
  if (days < 30) return [days, 'day'];
  const months = Math.floor(days / 30);
  if (months < 12) return [months, 'month'];
  return [Math.floor(days / 365), 'year'];
}

/**
 * When something happened, relative to `now`, in the student's language: "2 hours ago",
 * "2 saat önce"; `justNow` (the catalogue's word) for the last minute. A time slightly ahead
 * (another device's clock) also reads as `justNow`.
 */
export function relativeTime(iso: string, now: number, locale: Locale, justNow: string): string {
  const elapsed = now - Date.parse(iso);
  if (elapsed < minuteMs) return justNow;
  const [count, unit] = largestUnit(elapsed);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-count, unit);
}
