import { formatPlaybackTime } from './format-time';

describe('playback time', () => {
  it.each([
    [0, '0:00'],
    [4.9, '0:04'],
    [65, '1:05'],
    [754, '12:34'],
    [3600, '1:00:00'],
    [3725.5, '1:02:05'],
    [-3, '0:00'],
  ])('%f s is %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});
