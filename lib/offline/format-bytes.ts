import { numberFormat } from '@/lib/i18n/number-format';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size for people, in the UI language: "512 kB", "3.4 MB", "1,2 GB". */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value);
}
