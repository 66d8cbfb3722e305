import type { Course, Material } from '@/lib/types';
import {
  freeVideos,
  limitVideos,
  planBytes,
  planCounts,
  planItems,
  roomFor,
  streamBytes,
  videoAllowance,
} from './course-plan';

const now = Date.parse('2026-11-26T10:00:00Z');
const m = (id: number, type: Material['type'], extra: Partial<Material> = {}): Material => ({
  id,
  name: `M${id}`,
  type,
  url: type === 'video' || type === 'pdf' ? `/media/${id}` : undefined,
  ...extra,
});
const course: Pick<Course, 'courseSections'> = {
  courseSections: [
    {
      id: 1,
      name: 'S1',
      order: 1,
      courseTopics: [
        { id: 11, name: 'T', order: 1, materials: [m(1, 'video'), m(2, 'pdf'), m(3, 'zoom')] },
        { id: 12, name: 'T', order: 2, materials: [m(4, 'code4edu'), m(5, 'exam', { questionCount: 10 })] },
      ],
    },
    {
      id: 2,
      name: 'S2',
      order: 2,
      courseTopics: [
        {
          id: 21,
          name: 'T',
          order: 1,
          materials: [
            m(6, 'video'),
            m(1, 'video'),
            m(7, 'exam', { questionCount: 0 }),
            m(8, 'exam', { startTime: '2026-12-01T00:00:00Z' }),
            m(9, 'video', { url: undefined }),
          ],
        },
      ],
    },
  ],
};

describe('planItems', () => {
  it('keeps videos, PDFs, startable papers and the information pages, once each, in course order', () => {
    const items = planItems(course, 'all', now);
    expect(items.map((item) => item.key)).toEqual(['video-1', 'pdf-2', 'page-3', 'page-4', 'paper-5', 'video-6']);
    expect(planCounts(items)).toEqual({ videos: 2, pdfs: 1, papers: 1, pages: 2 });
    expect(items[0]).toEqual({ key: 'video-1', kind: 'video', materialId: 1, name: 'M1', url: '/media/1' });
  });

  it('keeps only the chosen sections', () => {
    expect(planItems(course, [2], now).map((item) => item.key)).toEqual(['video-6', 'video-1']);
  });
});

describe('sizes and room', () => {
  it('adds the known sizes and counts the unknown ones', () => {
    expect(
      planBytes(
        new Map([
          ['a', 100],
          ['b', null],
          ['c', 50],
        ]),
      ),
    ).toEqual({ bytes: 150, unknown: 1 });
    expect(streamBytes(115_620, 12)).toBe(173_430);
  });

  it('needs the plan plus the single-download margin free', () => {
    expect(roomFor(1000, { usage: 500, quota: 1700 })).toEqual({ free: 1200, enough: true });
    expect(roomFor(1000, { usage: 600, quota: 1700 })).toEqual({ free: 1100, enough: false });
    expect(roomFor(1000, null)).toEqual({ free: null, enough: true });
  });
});

describe('the download right', () => {
  const items = planItems(course, 'all', now);

  it('counts only videos not yet on the device', () => {
    expect(videoAllowance(items, new Set(), 5)).toEqual({ needed: 2, fits: 2 });
    expect(videoAllowance(items, new Set([1]), 0)).toEqual({ needed: 1, fits: 0 });
    expect(videoAllowance(items, new Set(), 1)).toEqual({ needed: 2, fits: 1 });
  });

  it('keeps the first new videos that fit and every video already on the device', () => {
    expect(
      limitVideos(items, new Set(), 1)
        .filter((item) => item.kind === 'video')
        .map((item) => item.materialId),
    ).toEqual([1]);
    expect(
      limitVideos(items, new Set([6]), 0)
        .filter((item) => item.kind === 'video')
        .map((item) => item.materialId),
    ).toEqual([6]);
    expect(limitVideos(items, new Set(), 0)).toHaveLength(4);
  });

  it('counts only the videos the server would charge: one recorded before is free, kept again after Remove', () => {
    // Video 1 was kept and its course removed: no longer on the device, still recorded by the server.
    const free = freeVideos([], [1]);
    expect(videoAllowance(items, free, 0)).toEqual({ needed: 1, fits: 0 });
    expect(
      limitVideos(items, free, 0)
        .filter((item) => item.kind === 'video')
        .map((item) => item.materialId),
    ).toEqual([1]);
    // On the device or recorded, each counts once; a recorded video of another course changes nothing.
    expect(freeVideos([6, 1], [1, 42])).toEqual(new Set([1, 6, 42]));
    expect(videoAllowance(items, freeVideos([6], [1]), 0)).toEqual({ needed: 0, fits: 0 });
  });
});
