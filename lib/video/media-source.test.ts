import { mediaSource } from './media-source';

const api = 'http://localhost:4000/';

describe('media source', () => {
  it('resolves a path against the API base URL', () => {
    expect(mediaSource('/media/hls/lesson-1/master.m3u8', api)).toBe(
      'http://localhost:4000/media/hls/lesson-1/master.m3u8',
    );
  });

  it('keeps an absolute URL', () => {
    expect(mediaSource('https://cdn.example/lesson.mp4', api)).toBe('https://cdn.example/lesson.mp4');
  });

  it.each([
    ['no URL', undefined],
    ['an empty URL', ''],
    ['a malformed URL', 'http://[not-a-host/lesson.mp4'],
  ])('gives nothing to play for %s', (_case, url) => {
    expect(mediaSource(url, api)).toBeNull();
  });
});
