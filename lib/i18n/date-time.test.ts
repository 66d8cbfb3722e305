import { formatDateTime } from './date-time';

// Noon UTC is the same day in every time zone the tests may run in.
const noon = '2026-11-18T12:00:00.000Z';

describe('formatDateTime', () => {
  it.each([
    ['day', 'en-US', 'Nov 18, 2026'],
    ['day', 'tr-TR', '18 Kas 2026'],
  ] as const)('shows a %s in %s as "%s"', (style, locale, shown) => {
    expect(formatDateTime(noon, style, locale)).toBe(shown);
  });

  it('names the weekday and the time when asked, in each language', () => {
    expect(formatDateTime(new Date(noon), 'weekdayAndTime', 'en-US')).toMatch(/^Wednesday, November 18, 2026/);
    expect(formatDateTime(new Date(noon), 'weekdayAndTime', 'tr-TR')).toMatch(/^18 Kasım 2026 Çarşamba/);
    expect(formatDateTime(noon, 'time', 'tr-TR')).toMatch(/^\d{2}:\d{2}$/);
  });
});
