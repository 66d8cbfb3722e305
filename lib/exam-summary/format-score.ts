/** A score out of 100 with two decimals in the student's language: 71.25, or 71,25 in Turkish. */
export function formatScore(score: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
}
