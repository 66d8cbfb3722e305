import { numberFormat } from '@/lib/i18n/number-format';

/** A fraction (1.25) as the student's language writes percentages (125%, %125). */
export function formatPercent(fraction: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}
