/**
 * How far the device clock is from the server's. Phones are often minutes off, so every
 * exam time (remaining time, `answeredAt`, `submittedAt`) is the device time plus this offset.
 */
export interface ClockSample {
  /** Server time minus device time, in ms. */
  offsetMs: number;
  /** The round trip of the request the sample came from: the offset is good to half of it. */
  roundTripMs: number;
}

/**
 * The server wrote `serverNow` somewhere between sending and receiving; the middle of the round
 * trip is the best guess of when, in device time.
 */
export function clockSample(serverNow: string, sentAt: number, receivedAt: number): ClockSample | null {
  const serverMs = Date.parse(serverNow);
  if (Number.isNaN(serverMs) || receivedAt < sentAt) return null;
  return { offsetMs: serverMs - (sentAt + receivedAt) / 2, roundTripMs: receivedAt - sentAt };
}

/** A faster round trip bounds the error tighter, so it wins. */
export function betterClockSample(current: ClockSample, candidate: ClockSample | null): ClockSample {
  return candidate && candidate.roundTripMs < current.roundTripMs ? candidate : current;
}

export const serverTimeMs = (offsetMs: number, deviceNow = Date.now()) => deviceNow + offsetMs;

export const serverTimeIso = (offsetMs: number, deviceNow = Date.now()) =>
  new Date(serverTimeMs(offsetMs, deviceNow)).toISOString();

/** Time left until the server's deadline, never negative. */
export function remainingMs(deadline: string, offsetMs: number, deviceNow = Date.now()): number {
  return Math.max(0, Date.parse(deadline) - serverTimeMs(offsetMs, deviceNow));
}
