/**
 * When the time left is read out: often enough to plan by, rare enough not to drown the
 * questions (a screen reader cannot read a question while a timer talks every second).
 */
const announcedSeconds = [3600, 1800, 600, 300, 60, 45, 30, 15] as const;

/**
 * The announcement due between two ticks, in seconds left; the nearest one if a throttled
 * background tab skipped several. None on the first tick: opening the exam is no crossing.
 */
export function dueAnnouncement(previousSeconds: number | null, seconds: number): number | null {
  if (previousSeconds === null) return null;
  const crossed = announcedSeconds.filter((mark) => seconds <= mark && mark < previousSeconds);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}

type TimeWarning = 'tenMinutes' | 'oneMinute';

/** The warning on screen from 10 minutes and from 1 minute before the end. */
export function timeWarning(seconds: number): TimeWarning | null {
  if (seconds <= 60) return 'oneMinute';
  if (seconds <= 600) return 'tenMinutes';
  return null;
}
