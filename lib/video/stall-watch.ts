/**
 * Playback that should advance and does not: the watchdog every video runs (decision 65). Some
 * engines stop without an error: WebKitGTK never completed hls.js's first seek into a stream whose
 * first buffered range starts after 0, and a segment that never arrives stops any engine. Each
 * check looks at the video; once it has not moved for `stallAfterMs`, the next recovery step is
 * due, and the one after it another `stallAfterMs` later, until the last tells the student.
 */
export const stallRules = {
  /** How often the video is looked at. */
  checkEveryMs: 1000,
  /** Not moving this long while playing is a stall; each step gets as long to help. */
  stallAfterMs: 4000,
  /** A nudge inside the buffer moves this far on (a new seek, for an engine stuck in the last one). */
  nudgeS: 0.1,
  /** Moving this far past where it stopped is playing again: the steps start over. */
  progressS: 1,
} as const;

/**
 * In order: seek past the stuck point (or the gap ahead), load the stream again, a lower
 * rendition, then tell the student. A source takes the steps it can (a file has no rendition).
 */
export type RecoveryStep = 'nudge' | 'reload' | 'lower-rendition' | 'give-up';

/** What the watchdog reads of a media element. */
export interface PlaybackFacts {
  currentTime: number;
  paused: boolean;
  ended: boolean;
  /** The buffered ranges, `[start, end]` in seconds, in order. */
  buffered: readonly (readonly [number, number])[];
}

/**
 * Where a nudge seeks: a little on inside the range being played (a fresh seek), else to the start
 * of the next buffered range (past a gap, such as a first range that starts after 0); null when
 * nothing is buffered ahead, when only loading again can help.
 */
export function nudgeTarget({ currentTime, buffered }: PlaybackFacts): number | null {
  for (const [start, end] of buffered) {
    if (currentTime < start) return start;
    if (currentTime + stallRules.nudgeS < end) return currentTime + stallRules.nudgeS;
  }
  return null;
}

export interface StallWatch {
  /** One look at the video at `now` (ms): the step due now, or null. */
  check(facts: PlaybackFacts, now: number): RecoveryStep | null;
}

/**
 * A watchdog taking `steps` in order. A pause or the end restarts the wait (a paused video is not
 * stalled); only playing on past where it stopped, or the end, starts the steps over: a reload
 * pauses the video and seeks back to that point, which is no progress.
 */
export function createStallWatch(steps: readonly RecoveryStep[], start: number): StallWatch {
  let lastTime: number | null = null;
  let quietSince = start;
  let next = 0;
  let stoppedAt: number | null = null;
  return {
    check(facts, now) {
      if (facts.ended || (stoppedAt !== null && facts.currentTime > stoppedAt + stallRules.progressS)) {
        next = 0;
        stoppedAt = null;
      }
      if (facts.paused || facts.ended || facts.currentTime !== lastTime) {
        lastTime = facts.currentTime;
        quietSince = now;
        return null;
      }
      if (now - quietSince < stallRules.stallAfterMs || next >= steps.length) return null;
      quietSince = now;
      stoppedAt ??= facts.currentTime;
      let step = steps[next++] ?? null;
      // Nothing buffered ahead to seek to: the next step is due at once.
      if (step === 'nudge' && nudgeTarget(facts) === null) step = steps[next++] ?? null;
      return step;
    },
  };
}

/** The facts of a media element, for `check`. */
export function playbackFacts(media: HTMLMediaElement): PlaybackFacts {
  const buffered: [number, number][] = [];
  for (let index = 0; index < media.buffered.length; index += 1) {
    buffered.push([media.buffered.start(index), media.buffered.end(index)]);
  }
  return { currentTime: media.currentTime, paused: media.paused, ended: media.ended, buffered };
}
