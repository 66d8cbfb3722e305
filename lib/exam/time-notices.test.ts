import { dueAnnouncement, timeWarning } from './time-notices';

describe('time announcements', () => {
  it.each([
    [601, 600, 600],
    [301, 300, 300],
    [61, 60, 60],
    [46, 45, 45],
    [31, 30, 30],
    [16, 15, 15],
    [3601, 3600, 3600],
    [1801, 1800, 1800],
  ])('announces when the time left goes from %i to %i s', (previous, seconds, due) => {
    expect(dueAnnouncement(previous, seconds)).toBe(due);
  });

  it.each([
    [600, 599],
    [59, 58],
    [44, 31],
    [14, 1],
    [1, 0],
    [5000, 4000],
  ])('stays quiet from %i to %i s', (previous, seconds) => {
    expect(dueAnnouncement(previous, seconds)).toBeNull();
  });

  it('says nothing on the first tick, even inside the last minute', () => {
    expect(dueAnnouncement(null, 45)).toBeNull();
  });

  it('announces only the nearest mark when a sleeping tab skipped several', () => {
    expect(dueAnnouncement(700, 40)).toBe(45);
  });
});

describe('time warnings', () => {
  it.each([
    [601, null],
    [600, 'tenMinutes'],
    [61, 'tenMinutes'],
    [60, 'oneMinute'],
    [0, 'oneMinute'],
  ])('with %i s left shows %s', (seconds, warning) => {
    expect(timeWarning(seconds)).toBe(warning);
  });
});
