import { betterClockSample, clockSample, remainingMs, serverTimeIso } from './clock';

const device = Date.parse('2026-05-01T10:00:00.000Z');

describe('device clock offset', () => {
  it('takes the server time as written in the middle of the round trip', () => {
    // The device clock is 5 minutes behind; the request took 400 ms.
    const sample = clockSample('2026-05-01T10:05:00.200Z', device, device + 400);
    expect(sample).toEqual({ offsetMs: 300_000, roundTripMs: 400 });
  });

  it('finds a device clock that runs ahead', () => {
    expect(clockSample('2026-05-01T09:58:00.050Z', device, device + 100)?.offsetMs).toBe(-120_000);
  });

  it('refuses an unreadable server time or a negative round trip', () => {
    expect(clockSample('yesterday', device, device + 10)).toBeNull();
    expect(clockSample('2026-05-01T10:00:00Z', device, device - 1)).toBeNull();
  });

  it('prefers the sample with the shorter round trip', () => {
    const slow = { offsetMs: 1000, roundTripMs: 4000 };
    const fast = { offsetMs: 1200, roundTripMs: 80 };
    expect(betterClockSample(slow, fast)).toBe(fast);
    expect(betterClockSample(fast, slow)).toBe(fast);
    expect(betterClockSample(fast, null)).toBe(fast);
  });

  it('gives answer times in server time', () => {
    expect(serverTimeIso(300_000, device)).toBe('2026-05-01T10:05:00.000Z');
  });
});

describe('remaining time', () => {
  const deadline = '2026-05-01T13:00:00.000Z';

  it('counts to the server deadline, not the device clock', () => {
    expect(remainingMs(deadline, 0, device)).toBe(3 * 3600_000);
    // A device 5 minutes behind would otherwise show 5 minutes too many.
    expect(remainingMs(deadline, 300_000, device)).toBe(3 * 3600_000 - 300_000);
    expect(remainingMs(deadline, -60_000, device)).toBe(3 * 3600_000 + 60_000);
  });

  it('keeps counting after a reload: the deadline does not move', () => {
    expect(remainingMs(deadline, 0, device + 3600_000)).toBe(2 * 3600_000);
  });

  it('never goes below zero', () => {
    expect(remainingMs(deadline, 0, device + 4 * 3600_000)).toBe(0);
  });
});
