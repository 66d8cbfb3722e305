import { formatCountdown } from './countdown';

describe('countdown text', () => {
  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [999, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [59 * 60_000 + 59_000, '59:59'],
    [60 * 60_000, '1:00:00'],
    [3 * 3600_000 + 5 * 60_000 + 7000, '3:05:07'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
