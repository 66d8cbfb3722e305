type LiveState = 'upcoming' | 'live' | 'ended';

/** Where a live class stands at `now`; the end is inclusive of the last millisecond before it. */
export function liveState(start: Date, end: Date, now: number): LiveState {
  if (now < start.getTime()) return 'upcoming';
  return now < end.getTime() ? 'live' : 'ended';
}

/** A zoom material ends `duration` seconds after its start; one hour when no duration is given. */
export function materialEnd(start: Date, durationSeconds: number | undefined): Date {
  return new Date(start.getTime() + (durationSeconds ?? 3600) * 1000);
}
