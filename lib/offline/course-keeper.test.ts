/** @jest-environment node */
import type { MaterialDetail } from '@/lib/types';
import { newRecord } from './course-keep-record';
import { listKeptCourses, removeKeptCourse } from './course-keep-store';
import { keepCourse, type KeeperContext } from './course-keeper';
import { readOfflineVideo } from './offline-videos';
import { NoSpaceError } from './video-download';

jest.mock('@/lib/storage/stored-value', () => ({ writeStored: jest.fn() }));

const origin = 'http://site.test';
const media = 'http://api.test/media/';

function fakeCache() {
  const store = new Map<string, Response>();
  const key = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);
  const cache = {
    put: async (request: RequestInfo, response: Response) => {
      store.set(key(request), new Response(await response.arrayBuffer(), { headers: response.headers }));
    },
    match: async (request: RequestInfo) => store.get(key(request))?.clone(),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    delete: async (request: RequestInfo) => store.delete(key(request)),
  };
  return { cache: cache as unknown as Cache, store };
}

const files: Record<string, string> = {
  [`${media}a.pdf`]: 'PDF-A',
  [`${media}b.pdf`]: 'PDF-BB',
  [`${media}v.mp4`]: '0123456789',
  [`${media}v.vtt`]: 'WEBVTT',
};
const materials: Record<number, MaterialDetail> = {
  1: {
    id: 1,
    name: 'Video',
    type: 'video',
    url: 'v.mp4',
    courseID: 101,
    sectionId: 1,
    topicId: 1,
    captions: [{ src: 'v.vtt', srclang: 'en', label: 'English' }],
  },
  2: { id: 2, name: 'Sheet', type: 'pdf', url: 'a.pdf', courseID: 101, sectionId: 1, topicId: 1, captions: [] },
  3: { id: 3, name: 'Reading', type: 'pdf', url: 'b.pdf', courseID: 101, sectionId: 1, topicId: 1, captions: [] },
  4: { id: 4, name: 'Live', type: 'zoom', courseID: 101, sectionId: 1, topicId: 1, captions: [] },
};

function setup(cache = fakeCache()) {
  const fetched: string[] = [];
  const reads: number[] = [];
  const failing = new Set<string>();
  const cut = new Set<string>();
  const context: KeeperContext = {
    cache: cache.cache,
    origin,
    estimate: async () => null,
    record: jest.fn(async () => ({ remaining: 2, limit: 5 })),
    fetch: async (url) => {
      fetched.push(url);
      if (failing.has(url)) return new Response('', { status: 500 });
      if (cut.has(url)) throw new TypeError('Failed to fetch');
      const body = files[url];
      return body === undefined
        ? new Response('', { status: 404 })
        : new Response(body, { headers: { 'Content-Length': String(body.length) } });
    },
    readMaterial: async (id) => {
      reads.push(id);
      return materials[id]!;
    },
    keepPaper: jest.fn(async () => {}),
    resolveUrl: (url) => new URL(url, media).toString(),
    now: () => new Date('2026-11-26T10:00:00Z'),
    isOffline: () => false,
  };
  return { context, fetched, reads, failing, cut, ...cache };
}

const items = [
  { key: 'video-1', kind: 'video' as const, materialId: 1, name: 'Video', url: 'v.mp4' },
  { key: 'pdf-2', kind: 'pdf' as const, materialId: 2, name: 'Sheet', url: 'a.pdf' },
  { key: 'pdf-3', kind: 'pdf' as const, materialId: 3, name: 'Reading', url: 'b.pdf' },
  { key: 'page-4', kind: 'page' as const, materialId: 4, name: 'Live', url: null },
  { key: 'paper-5', kind: 'paper' as const, materialId: 5, name: 'Exam', url: null },
];
const start = () => newRecord({ courseId: 101, enrollmentId: 201, name: 'B1' }, 'all', 360, items, [], new Date());

describe('keepCourse', () => {
  it('keeps every item, writing the record after each, and reads every material once', async () => {
    const { context, reads, store } = setup();
    const done = await keepCourse(start(), context, { signal: new AbortController().signal, onChange: () => {} });
    expect(done.state).toBe('done');
    expect(done.items.every((item) => item.status === 'done')).toBe(true);
    expect(done.items.find((item) => item.key === 'video-1')).toMatchObject({ bytes: 16, files: [`${media}v.vtt`] });
    expect(reads).toEqual([1, 2, 3, 4]);
    expect(context.keepPaper).toHaveBeenCalledWith(5, 201);
    expect(await store.get(`${media}a.pdf`)?.clone().text()).toBe('PDF-A');
    expect((await listKeptCourses(context.cache))[0]?.state).toBe('done');
  });

  it('names a failed item and goes on; a second run (a reload) fetches only what is not done', async () => {
    const cache = fakeCache();
    const first = setup(cache);
    first.failing.add(`${media}a.pdf`);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const after = await keepCourse(start(), first.context, {
      signal: new AbortController().signal,
      onChange: () => {},
    });
    expect(after.items.find((item) => item.key === 'pdf-2')).toMatchObject({ status: 'failed', failure: 'failed' });
    expect(after.items.find((item) => item.key === 'pdf-3')?.status).toBe('done');

    const second = setup(cache);
    const stored = (await listKeptCourses(cache.cache))[0]!;
    const retried = await keepCourse(
      {
        ...stored,
        items: stored.items.map((item) => (item.status === 'failed' ? { ...item, status: 'pending' as const } : item)),
      },
      second.context,
      {
        signal: new AbortController().signal,
        onChange: () => {},
      },
    );
    expect(second.fetched).toEqual([`${media}a.pdf`]);
    expect(retried.items.every((item) => item.status === 'done')).toBe(true);
  });

  it('stops when paused and leaves the record resumable where it stopped', async () => {
    const cache = fakeCache();
    const { context } = setup(cache);
    const controller = new AbortController();
    await keepCourse(start(), context, {
      signal: controller.signal,
      onChange: ({ record }) => {
        if (record.items[1]?.status === 'done') controller.abort();
      },
    });
    const stored = (await listKeptCourses(cache.cache))[0]!;
    expect(stored.state).toBe('keeping');
    expect(stored.items.map((item) => item.status)).toEqual(['done', 'done', 'pending', 'pending', 'pending']);
  });

  it('a lost connection or a request cut off leaves the item to do, not failed, for the resume', async () => {
    const offline = setup();
    offline.failing.add(`${media}a.pdf`);
    offline.context.isOffline = () => true;
    const after = await keepCourse(start(), offline.context, {
      signal: new AbortController().signal,
      onChange: () => {},
    });
    expect(after.state).toBe('keeping');
    expect(after.items.map((item) => item.status)).toEqual(['done', 'pending', 'pending', 'pending', 'pending']);

    const cutOff = setup();
    cutOff.cut.add(`${media}a.pdf`);
    const stopped = await keepCourse(start(), cutOff.context, {
      signal: new AbortController().signal,
      onChange: () => {},
    });
    expect(stopped.items.find((item) => item.key === 'pdf-2')?.status).toBe('pending');
  });

  it('stops the course when the device is full', async () => {
    const { context } = setup();
    context.estimate = async () => ({ usage: 0, quota: 5 });
    await expect(
      keepCourse(start(), context, { signal: new AbortController().signal, onChange: () => {} }),
    ).rejects.toBeInstanceOf(NoSpaceError);
    expect((await listKeptCourses(context.cache))[0]?.state).toBe('paused');
  });

  it('Remove deletes the files and the record, but files another kept course uses', async () => {
    const { context, store } = setup();
    await keepCourse(start(), context, { signal: new AbortController().signal, onChange: () => {} });
    const other = {
      ...start(),
      courseId: 102,
      items: [{ ...start().items[1]!, status: 'done' as const, files: [`${media}a.pdf`] }],
    };
    await context.cache.put(`${origin}/offline-courses/102.json`, Response.json(other));
    await removeKeptCourse(context.cache, 101, origin);
    expect([...store.keys()].sort()).toEqual([`${media}a.pdf`, `${origin}/offline-courses/102.json`]);
  });

  it('Remove leaves a video the student had downloaded singly before, taking only what keeping added', async () => {
    const { context, store, fetched } = setup();
    const single = { vodId: 1, name: 'Video', kind: 'file', entry: 'video.mp4', bytes: 10, downloadedAt: 'earlier' };
    await context.cache.put(`${origin}/offline-videos/1/video.mp4`, new Response('0123456789'));
    await context.cache.put(`${origin}/offline-videos/1/info.json`, Response.json(single));
    await keepCourse(start(), context, { signal: new AbortController().signal, onChange: () => {} });
    expect(fetched).not.toContain(`${media}v.mp4`);

    await removeKeptCourse(context.cache, 101, origin);
    // The download stays whole; its captions, the PDFs and the record were the course's.
    expect([...store.keys()].sort()).toEqual([
      `${origin}/offline-videos/1/info.json`,
      `${origin}/offline-videos/1/video.mp4`,
    ]);
    expect(await readOfflineVideo(context.cache, 1, origin)).toEqual(single);
  });

  it('Remove takes a video keeping added, unless another kept course uses it', async () => {
    const { context, store } = setup();
    await keepCourse(start(), context, { signal: new AbortController().signal, onChange: () => {} });
    expect((await readOfflineVideo(context.cache, 1, origin))?.keptWithCourse).toBe(true);
    const other = { ...start(), courseId: 102, items: [{ ...start().items[0]!, status: 'done' as const }] };
    await context.cache.put(`${origin}/offline-courses/102.json`, Response.json(other));

    await removeKeptCourse(context.cache, 101, origin);
    expect(await readOfflineVideo(context.cache, 1, origin)).not.toBeNull();
    await removeKeptCourse(context.cache, 102, origin);
    expect([...store.keys()]).toEqual([]);
  });
});
