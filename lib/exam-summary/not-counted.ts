/**
 * `?notCounted=n` on the summary: n answers given on this device after the attempt had been
 * submitted on another device, which the server refused (the exam screen adds it when it hands
 * over to the summary). Anything but a whole count from 1 on counts as none.
 */
export const notCountedParam = 'notCounted';

export const withNotCounted = (summaryHref: string, notCounted: number) =>
  notCounted > 0 ? `${summaryHref}?${notCountedParam}=${notCounted}` : summaryHref;

export function parseNotCounted(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return 0;
  return Number(value);
}
