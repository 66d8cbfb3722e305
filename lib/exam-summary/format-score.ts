import { numberFormat } from '@/lib/i18n/number-format';

/** A score out of 100 with two decimals in the student's language: 71.25, or 71,25 in Turkish. */
export function formatScore(score: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
}
