import { hlsErrorKind, mediaErrorKind } from './playback-error';

describe('playback error kinds', () => {
  it.each([
    [{ type: 'networkError', response: { code: 404 } }, 'missing'],
    [{ type: 'networkError', response: { code: 410 } }, 'missing'],
    [{ type: 'networkError', response: { code: 500 } }, 'network'],
    [{ type: 'networkError', response: { code: 0 } }, 'network'],
    [{ type: 'networkError' }, 'network'],
    [{ type: 'mediaError' }, 'unsupported'],
    [{ type: 'muxError' }, 'unsupported'],
    [{ type: 'keySystemError' }, 'unsupported'],
    [{ type: 'otherError' }, 'unsupported'],
  ])('hls.js error %j is %s', (error, kind) => {
    expect(hlsErrorKind(error)).toBe(kind);
  });

  // MediaError's codes: 1 aborted, 2 network, 3 decode, 4 source not supported (also a 404).
  it.each([
    [2, 'network'],
    [4, 'unsupported'],
    [3, 'unsupported'],
    [1, 'unsupported'],
  ])('media error code %i is %s', (code, kind) => {
    expect(mediaErrorKind({ code })).toBe(kind);
  });

  it('treats an error event without details as unsupported', () => {
    expect(mediaErrorKind(null)).toBe('unsupported');
  });
});
