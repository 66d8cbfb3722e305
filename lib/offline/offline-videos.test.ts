import { readOfflineVideo, type OfflineVideo } from './offline-videos';

const complete: OfflineVideo = {
  vodId: 7,
  name: 'Present Perfect',
  kind: 'hls',
  entry: 'master.m3u8',
  bytes: 1024,
  downloadedAt: '2026-11-20T10:00:00.000Z',
};

/** A cache holding one stored `info.json` answer. */
const cacheWith = (info: unknown) => ({ match: async () => ({ json: async () => info }) }) as unknown as Cache;

describe('readOfflineVideo', () => {
  it('reads back a complete copy', async () => {
    await expect(readOfflineVideo(cacheWith(complete), 7, 'https://portal.test')).resolves.toEqual(complete);
    const kept = { ...complete, keptWithCourse: true };
    await expect(readOfflineVideo(cacheWith(kept), 7, 'https://portal.test')).resolves.toEqual(kept);
  });

  it('takes a malformed info file for no copy, so the video is offered for download again', async () => {
    for (const info of [
      null,
      { ...complete, vodId: 7.5 },
      { ...complete, kind: 'dash' },
      { ...complete, entry: '../../sw.js' },
      { ...complete, keptWithCourse: false },
      { ...complete, bytes: undefined },
    ])
      await expect(readOfflineVideo(cacheWith(info), 7, 'https://portal.test')).resolves.toBeNull();
  });

  it('has no copy when no info file was written', async () => {
    const empty = { match: async () => undefined } as unknown as Cache;
    await expect(readOfflineVideo(empty, 7, 'https://portal.test')).resolves.toBeNull();
  });
});
