/** @jest-environment node */
import { ApiError } from '@/lib/api/api-error';
import { listOfflineVideos, singleDownloadIds } from './offline-videos';
import {
  downloadVideo,
  NoRightsError,
  NoSpaceError,
  type DownloadContext,
  type DownloadProgress,
} from './video-download';

jest.mock('@/lib/storage/stored-value', () => ({ writeStored: jest.fn() }));

const origin = 'http://site.test';
const api = 'http://api.test/media/';

/** A Cache of a Map, with what downloadVideo and the listing use. */
function fakeCache() {
  const store = new Map<string, Response>();
  const cache = {
    put: async (key: RequestInfo, response: Response) => {
      // Reading the body is what drives a streamed download.
      store.set(String(key), new Response(await response.arrayBuffer(), { headers: response.headers }));
    },
    match: async (key: RequestInfo) => store.get(typeof key === 'string' ? key : key.url)?.clone(),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    delete: async (key: RequestInfo) => store.delete(typeof key === 'string' ? key : key.url),
  };
  return { cache: cache as unknown as Cache, store };
}

const files: Record<string, { body: string; type: string }> = {
  [`${api}hls/master.m3u8`]: {
    type: 'application/vnd.apple.mpegurl',
    body: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=8000,RESOLUTION=256x144\n144p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=16000,RESOLUTION=640x360\n360p/index.m3u8\n',
  },
  [`${api}hls/360p/index.m3u8`]: {
    type: 'application/vnd.apple.mpegurl',
    body: '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\ns0.m4s\n#EXTINF:2,\ns1.m4s\n#EXT-X-ENDLIST\n',
  },
  [`${api}hls/360p/init.mp4`]: { type: 'video/mp4', body: 'INIT' },
  [`${api}hls/360p/s0.m4s`]: { type: 'video/mp4', body: 'SEGMENT-0' },
  [`${api}hls/360p/s1.m4s`]: { type: 'video/mp4', body: 'SEGMENT-1' },
  [`${api}mp4/lesson.mp4`]: { type: 'video/mp4', body: '0123456789' },
};

function context(overrides: Partial<DownloadContext> = {}) {
  const { cache, store } = fakeCache();
  const record = jest.fn(async () => ({ remaining: 2, limit: 5 }));
  const fetched: string[] = [];
  const value: DownloadContext = {
    cache,
    origin,
    record,
    estimate: async () => ({ usage: 0, quota: 1_000_000 }),
    fetch: async (url) => {
      fetched.push(url);
      const file = files[url];
      return file
        ? new Response(file.body, {
            headers: { 'Content-Type': file.type, 'Content-Length': String(file.body.length) },
          })
        : new Response('missing', { status: 404 });
    },
    ...overrides,
  };
  return { value, store, record, fetched };
}

const run = (url: string, ctx: DownloadContext, signal = new AbortController().signal) => {
  const progress: DownloadProgress[] = [];
  return {
    progress,
    done: downloadVideo({ id: 9001, name: 'Lesson 1', url }, ctx, { signal, onProgress: (p) => progress.push(p) }),
  };
};

describe('downloadVideo', () => {
  it('stores one HLS rendition segment by segment with local playlists, then records it', async () => {
    const { value, store, record, fetched } = context();
    const { done, progress } = run(`${api}hls/master.m3u8`, value);
    const info = await done;

    expect(fetched).not.toContain(`${api}hls/144p/index.m3u8`);
    expect(await store.get(`${origin}/offline-videos/9001/master.m3u8`)?.text()).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=16000,RESOLUTION=640x360\nmedia.m3u8\n',
    );
    expect(await store.get(`${origin}/offline-videos/9001/media.m3u8`)?.text()).toContain(
      '#EXT-X-MAP:URI="init-0.mp4"',
    );
    expect(await store.get(`${origin}/offline-videos/9001/segment-2.m4s`)?.text()).toBe('SEGMENT-1');
    expect(store.get(`${origin}/offline-videos/9001/segment-1.m4s`)?.headers.get('content-type')).toBe('video/mp4');
    expect(record).toHaveBeenCalledWith(9001);
    expect(info).toMatchObject({ vodId: 9001, name: 'Lesson 1', kind: 'hls', entry: 'master.m3u8', bytes: 22 });
    expect(progress.map((p) => p.percent)).toEqual(expect.arrayContaining([0, 50, 100]));
    expect(progress.at(-1)).toEqual({ doneBytes: 22, totalBytes: 22, exactTotal: true, percent: 100 });
    // Bandwidth × duration: 16000 bit/s × 4 s.
    expect(progress[1]?.totalBytes).toBe(8000);
    expect(await listOfflineVideos(value.cache)).toEqual([info]);
  });

  it('stores a video file whole, with exact progress', async () => {
    const { value, store } = context();
    const { done, progress } = run(`${api}mp4/lesson.mp4`, value);
    expect(await done).toMatchObject({ kind: 'file', entry: 'video.mp4', bytes: 10 });
    expect(await store.get(`${origin}/offline-videos/9001/video.mp4`)?.text()).toBe('0123456789');
    expect(progress[0]).toMatchObject({ totalBytes: 10, exactTotal: true });
  });

  it('marks a copy a kept course stored, never a single download (Remove takes back only the first)', async () => {
    const single = context();
    expect(await run(`${api}mp4/lesson.mp4`, single.value).done).not.toHaveProperty('keptWithCourse');
    expect(await singleDownloadIds(single.value.cache)).toEqual(new Set([9001]));

    const kept = context();
    const info = await downloadVideo({ id: 9001, name: 'Lesson 1', url: `${api}mp4/lesson.mp4` }, kept.value, {
      signal: new AbortController().signal,
      onProgress: () => {},
      resume: true,
      keptWithCourse: true,
    });
    expect(info.keptWithCourse).toBe(true);
    expect(await listOfflineVideos(kept.value.cache)).toEqual([info]);
    expect(await singleDownloadIds(kept.value.cache)).toEqual(new Set());
  });

  it('refuses a video the device has no room for, before downloading it', async () => {
    const { value, store, fetched } = context({ estimate: async () => ({ usage: 995_000, quota: 1_000_000 }) });
    await expect(run(`${api}hls/master.m3u8`, value).done).rejects.toEqual(new NoSpaceError(8000));
    expect(fetched.some((url) => url.endsWith('.m4s'))).toBe(false);
    expect(store.size).toBe(0);
  });

  it('turns a full storage during the download into the same error and removes the partial copy', async () => {
    const { value, store } = context();
    const put = value.cache.put.bind(value.cache);
    let puts = 0;
    value.cache.put = async (key, response) => {
      puts += 1;
      if (puts === 3) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      return put(key, response);
    };
    await expect(run(`${api}hls/master.m3u8`, value).done).rejects.toBeInstanceOf(NoSpaceError);
    expect(store.size).toBe(0);
  });

  it('keeps nothing when the server has no downloads left for the student', async () => {
    const { value, store } = context({
      record: async () => {
        throw new ApiError('request', 'Request failed: No downloads left', 409);
      },
    });
    await expect(run(`${api}mp4/lesson.mp4`, value).done).rejects.toBeInstanceOf(NoRightsError);
    expect(store.size).toBe(0);
  });

  it('resuming keeps what a failed run stored and fetches only the files still missing', async () => {
    const { value, store, fetched, record } = context();
    const failOnce = value.fetch;
    let failed = false;
    value.fetch = async (url, init) => {
      if (url.endsWith('s1.m4s') && !failed) {
        failed = true;
        throw new TypeError('Network lost');
      }
      return failOnce(url, init);
    };
    const download = (signal = new AbortController().signal) =>
      downloadVideo({ id: 9001, name: 'Lesson 1', url: `${api}hls/master.m3u8` }, value, {
        signal,
        onProgress: () => {},
        resume: true,
      });
    await expect(download()).rejects.toThrow('Network lost');
    expect(await store.get(`${origin}/offline-videos/9001/segment-1.m4s`)?.clone().text()).toBe('SEGMENT-0');
    expect(await listOfflineVideos(value.cache)).toEqual([]);

    fetched.length = 0;
    const info = await download();
    expect(fetched.filter((url) => url.endsWith('.m4s') || url.endsWith('.mp4'))).toEqual([`${api}hls/360p/s1.m4s`]);
    expect(info.bytes).toBe(22);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('stores the rendition of the quality asked for', async () => {
    const { value, fetched } = context();
    files[`${api}hls/144p/index.m3u8`] = files[`${api}hls/360p/index.m3u8`]!;
    await expect(
      downloadVideo({ id: 9001, name: 'Lesson 1', url: `${api}hls/master.m3u8` }, value, {
        signal: new AbortController().signal,
        onProgress: () => {},
        minHeight: 144,
      }),
    ).rejects.toThrow('answered 404');
    expect(fetched).toContain(`${api}hls/144p/index.m3u8`);
    delete files[`${api}hls/144p/index.m3u8`];
  });

  it('keeps nothing when cancelled or when a segment fails', async () => {
    const controller = new AbortController();
    const cancelled = context({
      fetch: async (url, init) => {
        if (url.endsWith('s1.m4s')) controller.abort();
        if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        return new Response(files[url]?.body ?? '', { headers: { 'Content-Type': 'video/mp4' } });
      },
    });
    await expect(run(`${api}hls/master.m3u8`, cancelled.value, controller.signal).done).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
    expect(cancelled.store.size).toBe(0);
    expect(cancelled.record).not.toHaveBeenCalled();

    delete files[`${api}hls/360p/s1.m4s`];
    const failing = context();
    await expect(run(`${api}hls/master.m3u8`, failing.value).done).rejects.toThrow('answered 404');
    expect(failing.store.size).toBe(0);
  });
});
