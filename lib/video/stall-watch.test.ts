import { createStallWatch, nudgeTarget, stallRules, type PlaybackFacts, type RecoveryStep } from './stall-watch';

const playing = (currentTime: number, buffered: PlaybackFacts['buffered'] = [[0, 12]]): PlaybackFacts => ({
  currentTime,
  paused: false,
  ended: false,
  buffered,
});

const allSteps: RecoveryStep[] = ['nudge', 'reload', 'lower-rendition', 'give-up'];

/** The steps a video stuck at `facts` gets, one look a second for `seconds`. */
function stepsOver(seconds: number, facts: PlaybackFacts, steps = allSteps) {
  const watch = createStallWatch(steps, 0);
  const taken: [number, RecoveryStep][] = [];
  for (let second = 0; second <= seconds; second += 1) {
    const step = watch.check(facts, second * 1000);
    if (step) taken.push([second, step]);
  }
  return taken;
}

describe('nudgeTarget', () => {
  it('seeks a little on inside the range being played, a fresh seek for an engine stuck in the last', () => {
    expect(nudgeTarget(playing(0.233, [[0.13, 4]]))).toBeCloseTo(0.233 + stallRules.nudgeS);
  });

  it('seeks past a gap: to the start of a first range that starts after 0, or of the next range', () => {
    expect(nudgeTarget(playing(0, [[0.13, 4]]))).toBe(0.13);
    expect(
      nudgeTarget(
        playing(4, [
          [0, 4],
          [6, 12],
        ]),
      ),
    ).toBe(6);
  });

  it('has nowhere to go at the end of what is buffered', () => {
    expect(nudgeTarget(playing(4, [[0, 4]]))).toBeNull();
    expect(nudgeTarget(playing(0, []))).toBeNull();
  });
});

describe('the stall watch', () => {
  it('takes one step each time the video has not moved for a while, and gives up last', () => {
    const every = stallRules.stallAfterMs / 1000;
    expect(stepsOver(5 * every, playing(0.233, [[0.13, 4]]))).toEqual([
      [every, 'nudge'],
      [2 * every, 'reload'],
      [3 * every, 'lower-rendition'],
      [4 * every, 'give-up'],
    ]);
  });

  it('reloads at once when nothing is buffered ahead to nudge to (a segment that never arrives)', () => {
    const every = stallRules.stallAfterMs / 1000;
    expect(stepsOver(2 * every, playing(4, [[0, 4]]), ['nudge', 'reload', 'give-up'])).toEqual([
      [every, 'reload'],
      [2 * every, 'give-up'],
    ]);
  });

  it('leaves a paused or finished video alone, however long', () => {
    expect(stepsOver(60, { ...playing(3), paused: true })).toEqual([]);
    expect(stepsOver(60, { ...playing(12), ended: true })).toEqual([]);
  });

  it('starts over once the video plays on past where it stopped', () => {
    const watch = createStallWatch(allSteps, 0);
    const at = (seconds: number) => seconds * 1000;
    expect(watch.check(playing(1), at(0))).toBeNull();
    expect(watch.check(playing(1), at(4))).toBe('nudge');
    expect(watch.check(playing(2.5), at(5))).toBeNull();
    expect(watch.check(playing(2.5), at(8))).toBeNull();
    expect(watch.check(playing(2.5), at(9))).toBe('nudge');
  });

  it('goes on to the next step after a reload that paused the video and put it back where it stopped', () => {
    const watch = createStallWatch(allSteps, 0);
    const at = (seconds: number) => seconds * 1000;
    const stuck = playing(4, [[0, 4]]);
    expect(watch.check(stuck, at(0))).toBeNull();
    expect(watch.check(stuck, at(4))).toBe('reload');
    // The reload: the element pauses, starts at 0, is put back at 4 and plays; the segment still hangs.
    expect(watch.check({ ...playing(0, []), paused: true }, at(5))).toBeNull();
    expect(watch.check(playing(3.9, [[2, 4]]), at(6))).toBeNull();
    expect(watch.check(playing(4, [[2, 4]]), at(7))).toBeNull();
    expect(watch.check(playing(4, [[2, 4]]), at(11))).toBe('lower-rendition');
    expect(watch.check(playing(4, [[2, 4]]), at(15))).toBe('give-up');
  });

  it('waits the whole while again once the student has paused', () => {
    const watch = createStallWatch(allSteps, 0);
    const at = (seconds: number) => seconds * 1000;
    expect(watch.check(playing(1), at(0))).toBeNull();
    expect(watch.check({ ...playing(1), paused: true }, at(3))).toBeNull();
    expect(watch.check(playing(1), at(6))).toBeNull();
    expect(watch.check(playing(1), at(7))).toBe('nudge');
  });
});
