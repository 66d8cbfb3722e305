import { createIdleTimer } from './idle-timer';

const minute = 60_000;
const idleMs = 30 * minute;

/** Two tabs of the portal on one shared computer: their activity meets in one stored value. */
function twoTabs() {
  let stored: number | null = Date.now();
  let watching = true;
  const ended: string[] = [];
  const tab = (name: string) =>
    createIdleTimer({
      idleMs,
      noteIntervalMs: 15_000,
      now: () => Date.now(),
      watching: () => watching,
      readActivity: () => stored,
      noteActivity: (at) => {
        stored = at;
      },
      onIdle: () => {
        ended.push(name);
        watching = false; // the session's end, heard everywhere
      },
    });
  return { first: tab('first'), second: tab('second'), ended };
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-05-01T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('a shared computer’s idle time', () => {
  it('ends the session once, 30 minutes after the last input in any tab', () => {
    const { first, second, ended } = twoTabs();
    first.check();
    second.check();
    jest.advanceTimersByTime(20 * minute);
    // Input in the second tab keeps the session alive in the first too.
    second.activity();
    jest.advanceTimersByTime(20 * minute);
    expect(ended).toEqual([]);
    jest.advanceTimersByTime(10 * minute);
    expect(ended).toEqual(['first']);
    jest.advanceTimersByTime(60 * minute);
    expect(ended).toEqual(['first']);
  });

  it('never ends while an exam runs, and counts from the exam’s end', () => {
    const { first, ended } = twoTabs();
    first.check();
    const release = first.hold();
    jest.advanceTimersByTime(3 * 60 * minute);
    expect(ended).toEqual([]);
    release();
    jest.advanceTimersByTime(idleMs - 1);
    expect(ended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ended).toEqual(['first']);
  });

  it('ends at once a session whose idle time ran out while no tab was open', () => {
    const { first, ended } = twoTabs();
    jest.advanceTimersByTime(idleMs + minute);
    first.check();
    expect(ended).toEqual(['first']);
  });
});
