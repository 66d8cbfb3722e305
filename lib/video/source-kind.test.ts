import { sourceKind } from './source-kind';

describe('source kind', () => {
  it.each([
    ['http://localhost:4000/media/hls/lesson-1/master.m3u8', 'hls'],
    ['https://cdn.example/video/MASTER.M3U8?token=abc', 'hls'],
    ['/media/hls/lesson-1/master.m3u8#t=10', 'hls'],
    ['http://localhost:4000/media/mp4/lesson-2.mp4', 'file'],
    ['https://cdn.example/lesson.webm?name=list.m3u8', 'file'],
    ['https://cdn.example/stream', 'file'],
  ])('%s is %s', (url, kind) => {
    expect(sourceKind(url)).toBe(kind);
  });
});
