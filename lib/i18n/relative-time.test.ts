import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;

describe('relativeTime', () => {
  it.each([
    [ago(30_000), 'en-US', 'just now'],
    [ago(-5 * minute), 'en-US', 'just now'],
    [ago(minute), 'en-US', '1 minute ago'],
    [ago(2 * hour + 20 * minute), 'en-US', '2 hours ago'],
    [ago(hour), 'en-US', '1 hour ago'],
    [ago(26 * hour), 'en-US', '1 day ago'],
    [ago(5 * 24 * hour), 'en-US', '5 days ago'],
    [ago(45 * 24 * hour), 'en-US', '1 month ago'],
    [ago(400 * 24 * hour), 'en-US', '1 year ago'],
    [ago(minute), 'tr-TR', '1 dakika önce'],
    [ago(2 * hour), 'tr-TR', '2 saat önce'],
    [ago(5 * 24 * hour), 'tr-TR', '5 gün önce'],
  ] as const)('%s in %s reads "%s"', (iso, locale, expected) => {
    expect(relativeTime(iso, now, locale, 'just now')).toBe(expected);
  });
});
