/** @jest-environment node */
import { apiCacheKey } from './api-cache-key';
import {
  keptFile,
  missingPage,
  networkFirstApi,
  offlineVideoFile,
  pdfEngineFile,
  precached,
  type WorkerContext,
} from './strategies';

/** A CacheStorage of Maps keyed by URL, enough for the strategies. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
    } as unknown as Cache;
  };
  return { open, stores };
}

function context(overrides: Partial<WorkerContext> = {}) {
  const pending: Promise<unknown>[] = [];
  const caches = fakeCaches();
  const value: WorkerContext = {
    caches,
    fetch: async () => new Response('from network'),
    matchPrecache: async () => undefined,
    waitUntil: (work) => void pending.push(work),
    sessionChanges: () => 0,
    ...overrides,
  };
  return { value, caches, settled: () => Promise.all(pending) };
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('precached', () => {
  it('answers from the precache by the entry URL it was given, spelled as the precache list spells it', async () => {
    const { value } = context({ matchPrecache: async (url) => new Response(`cached ${url}`) });
    expect(
      await (await precached(new Request('http://site.test/CourseDetail/7'), '/CourseDetail/_.html', value)).text(),
    ).toBe('cached /CourseDetail/_.html');
    const chunk = '/_next/static/chunks/app/(student)/CourseDetail/%5Bid%5D/page-1.js';
    expect(await (await precached(new Request(`http://site.test${chunk}`), chunk, value)).text()).toBe(
      `cached ${chunk}`,
    );
  });

  it('falls back to the network when the entry is gone', async () => {
    const { value } = context();
    expect(await (await precached(new Request('http://site.test/'), '/index.html', value)).text()).toBe('from network');
  });
});

describe('missingPage', () => {
  it('passes the network answer on', async () => {
    const { value } = context({ fetch: async () => new Response('server 404', { status: 404 }) });
    expect((await missingPage(new Request('http://site.test/nowhere'), value)).status).toBe(404);
  });

  it('answers offline with the precached 404 page and status', async () => {
    const { value } = context({ fetch: offline, matchPrecache: async () => new Response('<h1>Not found</h1>') });
    const response = await missingPage(new Request('http://site.test/nowhere'), value);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Not found</h1>');
  });
});

describe('networkFirstApi', () => {
  const url = 'http://api.test/api/v1/courseenrollments/userEnrollmentsSimple';
  const asStudent = (token: string) =>
    new Request(url, { headers: { tenant: 'root', authorization: `Bearer ${token}` } });

  it('serves the network and keeps a copy for the same student', async () => {
    const { value, caches, settled } = context({ fetch: async () => Response.json({ courses: 3 }) });
    expect(await (await networkFirstApi(asStudent('a'), value)).json()).toEqual({ courses: 3 });
    await settled();
    const kept = caches.stores.get('api-responses')?.get(await apiCacheKey(url, 'Bearer a'));
    expect(await kept?.json()).toEqual({ courses: 3 });
  });

  it('serves the kept copy when the network cannot be reached, only to the same student', async () => {
    const online = context({ fetch: async () => Response.json({ courses: 3 }) });
    await networkFirstApi(asStudent('a'), online.value);
    await online.settled();
    const { value } = context({ caches: online.caches, fetch: offline });
    expect(await (await networkFirstApi(asStudent('a'), value)).json()).toEqual({ courses: 3 });
    await expect(networkFirstApi(asStudent('b'), value)).rejects.toThrow('Failed to fetch');
  });

  it('does not keep an answer that arrives after a session ended or started', async () => {
    let changes = 0;
    let answer: (response: Response) => void = () => {};
    const { value, caches, settled } = context({
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      sessionChanges: () => changes,
    });
    const served = networkFirstApi(asStudent('a'), value);
    changes += 1;
    answer(Response.json({ courses: 3 }));
    // The page that asked still gets its answer; nothing of it stays on the device.
    expect(await (await served).json()).toEqual({ courses: 3 });
    await settled();
    expect(caches.stores.get('api-responses')?.size ?? 0).toBe(0);
  });

  it('nor one whose session ends while the cache is being opened', async () => {
    let changes = 0;
    const fake = fakeCaches();
    const { value, caches, settled } = context({
      caches: {
        open: (name: string) => {
          changes += 1;
          return fake.open(name);
        },
      },
      fetch: async () => Response.json({ courses: 3 }),
      sessionChanges: () => changes,
    });
    await networkFirstApi(asStudent('a'), value);
    await settled();
    expect(fake.stores.get('api-responses')?.size ?? 0).toBe(0);
    expect(caches.stores.size).toBe(0);
  });

  it('neither keeps nor hides error answers', async () => {
    const { value, caches, settled } = context({ fetch: async () => Response.json({ message: 'x' }, { status: 500 }) });
    expect((await networkFirstApi(asStudent('a'), value)).status).toBe(500);
    await settled();
    expect(caches.stores.get('api-responses')?.size ?? 0).toBe(0);
  });
});

describe('offlineVideoFile', () => {
  const file = 'http://site.test/offline-videos/9003/video.mp4';

  async function withStoredVideo() {
    const { value, caches } = context();
    await (await caches.open('offline-videos')).put(file, new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])));
    return value;
  }

  it('serves the whole stored file', async () => {
    const response = await offlineVideoFile(new Request(`${file}?t=1`), await withStoredVideo());
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toHaveLength(10);
  });

  it('serves the byte range a video element asks for', async () => {
    const response = await offlineVideoFile(
      new Request(file, { headers: { range: 'bytes=2-4' } }),
      await withStoredVideo(),
    );
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([2, 3, 4]);
  });

  it('says 404 for a video that is not downloaded', async () => {
    const { value } = context();
    expect((await offlineVideoFile(new Request('http://site.test/offline-videos/1/video.mp4'), value)).status).toBe(
      404,
    );
  });
});

describe('keptFile', () => {
  const pdf = 'http://api.test/media/pdf/unit-1.pdf';

  it('answers a kept course file from the offline cache, in ranges when asked, and anything else from the network', async () => {
    const { value, caches } = context({ fetch: offline });
    await (
      await caches.open('offline-videos')
    ).put(pdf, new Response('0123456789', { headers: { 'Content-Length': '10' } }));
    expect(await (await keptFile(new Request(pdf), value)).text()).toBe('0123456789');
    const part = await keptFile(new Request(pdf, { headers: { range: 'bytes=2-4' } }), value);
    expect([part.status, await part.text()]).toEqual([206, '234']);
    await expect(keptFile(new Request('http://api.test/media/pdf/other.pdf'), value)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('pdfEngineFile', () => {
  it('keeps the engine once loaded and serves it offline after', async () => {
    const chunk = 'http://site.test/_next/static/chunks/5775.abc.js';
    const online = context({ fetch: async () => new Response('engine') });
    expect(await (await pdfEngineFile(new Request(chunk), online.value)).text()).toBe('engine');
    await online.settled();
    const offlineContext = { ...online.value, fetch: offline };
    expect(await (await pdfEngineFile(new Request(chunk), offlineContext)).text()).toBe('engine');
  });
});
