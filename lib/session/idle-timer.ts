/**
 * A shared computer's idle time (decision 81), one per tab, agreeing across tabs through the
 * activity every tab notes in local storage: input in any tab keeps the session alive in all of
 * them, and each tab ends it once it has run `idleMs` past the latest activity any tab noted. A
 * running exam holds it open (`hold`): its tab counts as active for as long as it runs.
 */
export interface IdleTimerOptions {
  idleMs: number;
  /** Input in this tab is noted for the other tabs at most this often. */
  noteIntervalMs: number;
  now: () => number;
  /** Whether a session with idle time is current; nothing is watched otherwise. */
  watching: () => boolean;
  /** The latest activity any tab noted, null when none. */
  readActivity: () => number | null;
  noteActivity: (at: number) => void;
  /** The idle time ran out: end the session (as a sign-out does). */
  onIdle: () => void;
  /** Without a session to watch: stop, or look again after `idleMs` (a session may start meanwhile). */
  whenNotWatching?: 'stop' | 'look-again';
}

export function createIdleTimer(options: IdleTimerOptions) {
  const { idleMs, noteIntervalMs, now } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastNoted = Number.NEGATIVE_INFINITY;
  let holds = 0;

  function note(force = false) {
    const at = now();
    if (!force && at - lastNoted < noteIntervalMs) return;
    lastNoted = at;
    options.noteActivity(at);
  }

  function check() {
    clearTimeout(timer);
    if (!options.watching()) {
      if (options.whenNotWatching === 'look-again') timer = setTimeout(check, idleMs);
      return;
    }
    if (holds > 0) note(true);
    // The latest of every tab's activity, this tab's unnoted input included.
    const latest = Math.max(options.readActivity() ?? Number.NEGATIVE_INFINITY, lastNoted);
    const left = latest + idleMs - now();
    if (left <= 0) {
      options.onIdle();
      return;
    }
    // While held, the check comes back before the next activity note is due, so the note never lapses.
    timer = setTimeout(check, holds > 0 ? Math.min(left, noteIntervalMs) : left);
  }

  return {
    /** Input in this tab. */
    activity() {
      if (!options.watching()) return;
      note();
    },
    /** Starts (or restarts) watching: at start-up, and when a session starts or is restored. */
    check,
    /** Holds the session open (a running exam) until the returned function is called. */
    hold(): () => void {
      holds += 1;
      check();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        note(true);
        check();
      };
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
