import { format } from '@/lib/i18n/format';
import { plural, type PluralForms } from '@/lib/i18n/plural';

interface DurationMessages {
  seconds: PluralForms;
  minutes: PluralForms;
  hours: PluralForms;
  /** "{hours} {minutes}", each already worded. */
  hoursAndMinutes: string;
}

/**
 * A duration in words, the one way the portal shows how long an exam or a material takes:
 * under a minute in seconds ("20 seconds", never "0 minutes"), then whole minutes, then hours
 * and minutes ("3 hours", "1 hour 30 minutes").
 */
export function formatDuration(totalSeconds: number, locale: string, m: DurationMessages): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return plural(locale, seconds, m.seconds);
  const totalMinutes = Math.round(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return plural(locale, minutes, m.minutes);
  if (minutes === 0) return plural(locale, hours, m.hours);
  return format(m.hoursAndMinutes, {
    hours: plural(locale, hours, m.hours),
    minutes: plural(locale, minutes, m.minutes),
  });
}
