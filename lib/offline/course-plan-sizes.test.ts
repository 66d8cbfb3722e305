/** @jest-environment node */
import { measureItems, qualityChoices } from './course-plan-sizes';
import type { KeepItem } from './course-plan';

const media = 'http://api.test/media/';
const master =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=8000,RESOLUTION=256x144\n144p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=16000,RESOLUTION=640x360\n360p/index.m3u8\n';

function context() {
  const calls: string[] = [];
  return {
    calls,
    value: {
      resolveUrl: (url: string) => new URL(url, media).toString(),
      fetch: async (url: string, init: RequestInit) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (url.endsWith('.m3u8')) return new Response(master);
        if (url.endsWith('missing.pdf')) return new Response('', { status: 404 });
        return new Response(null, { headers: { 'Content-Length': '5000' } });
      },
    },
  };
}

const items: KeepItem[] = [
  { key: 'video-1', kind: 'video', materialId: 1, name: 'A', url: 'hls/master.m3u8', duration: 10 },
  { key: 'video-2', kind: 'video', materialId: 2, name: 'B', url: 'hls/master.m3u8', duration: 20 },
  { key: 'video-3', kind: 'video', materialId: 3, name: 'C', url: 'mp4/c.mp4' },
  { key: 'pdf-4', kind: 'pdf', materialId: 4, name: 'D', url: 'pdf/d.pdf' },
  { key: 'pdf-5', kind: 'pdf', materialId: 5, name: 'E', url: 'pdf/missing.pdf' },
  { key: 'paper-6', kind: 'paper', materialId: 6, name: 'F', url: null },
];

describe('measureItems', () => {
  it('sizes streams by the chosen rendition, files by their length, and reads a shared master once', async () => {
    const { value, calls } = context();
    const sizes = await measureItems(items, 360, value);
    expect(Object.fromEntries(sizes)).toEqual({
      'video-1': 20_000,
      'video-2': 40_000,
      'video-3': 5000,
      'pdf-4': 5000,
      'pdf-5': null,
      'paper-6': 0,
    });
    expect(calls.filter((call) => call.endsWith('master.m3u8'))).toHaveLength(1);
    expect(calls).toContain(`HEAD ${media}pdf/d.pdf`);
    expect((await measureItems(items.slice(0, 1), 144, value)).get('video-1')).toBe(10_000);
  });

  it('offers the heights of the first stream', async () => {
    expect(await qualityChoices(items, context().value)).toEqual([144, 360]);
  });
});
