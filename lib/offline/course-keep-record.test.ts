import type { KeepItem } from './course-plan';
import {
  isKeptCourse,
  keepTotals,
  keptMaterialIds,
  mergePlan,
  newRecord,
  retryFailed,
  syncAction,
  whyLeftOut,
  withItem,
} from './course-keep-record';

const now = new Date('2026-11-26T10:00:00Z');
const item = (
  kind: KeepItem['kind'],
  id: number,
  url: string | null = kind === 'page' ? null : `/m/${id}`,
): KeepItem => ({
  key: `${kind}-${id}`,
  kind,
  materialId: id,
  name: `M${id}`,
  url,
});
const course = { courseId: 101, enrollmentId: 201, name: 'B1' };

describe('kept course bookkeeping', () => {
  const start = newRecord(course, 'all', 360, [item('video', 1), item('pdf', 2), item('page', 3)], [], now);

  it('starts with every item to do and counts items and bytes as they finish', () => {
    expect(start.state).toBe('keeping');
    const next = withItem(
      withItem(start, 'video-1', { status: 'done', bytes: 900 }, now),
      'pdf-2',
      { status: 'failed', failure: 'failed' },
      now,
    );
    const totals = keepTotals(next);
    expect(totals).toMatchObject({ done: 1, total: 3, bytes: 900 });
    expect(totals.failed.map((failed) => failed.name)).toEqual(['M2']);
    expect(keptMaterialIds([next])).toEqual(new Set([1]));
    expect(retryFailed(next).items.map((kept) => kept.status)).toEqual(['done', 'pending', 'pending']);
  });

  it('refreshes: new items to do, moved files to do again, removed items dropped, finished ones untouched', () => {
    const done = {
      ...start,
      state: 'done' as const,
      items: start.items.map((kept) => ({ ...kept, status: 'done' as const, bytes: 10 })),
    };
    const { record, dropped, changed } = mergePlan(
      done,
      [item('video', 1), item('pdf', 2, '/m/2-v2'), item('pdf', 4)],
      now,
    );
    expect(changed).toBe(true);
    expect(record.state).toBe('keeping');
    expect(record.items.map((kept) => [kept.key, kept.status])).toEqual([
      ['video-1', 'done'],
      ['pdf-2', 'pending'],
      ['pdf-4', 'pending'],
    ]);
    expect(dropped.map((kept) => kept.key)).toEqual(['pdf-2', 'page-3']);
    expect(mergePlan(done, done.items, now).changed).toBe(false);
  });

  it('does not plan again the videos the student left out for the download right', () => {
    const limited = { ...start, skippedVideos: [5] };
    expect(
      mergePlan(limited, [...start.items, item('video', 5)], now).record.items.map((kept) => kept.key),
    ).not.toContain('video-5');
  });

  it('reads back only well-formed records', () => {
    expect(isKeptCourse(JSON.parse(JSON.stringify(start)))).toBe(true);
    expect(isKeptCourse({ ...start, items: [{ ...start.items[0], status: 'half' }] })).toBe(false);
    expect(isKeptCourse({ ...start, sections: 'some' })).toBe(false);
    expect(isKeptCourse(null)).toBe(false);
  });

  it('says why a material is not on the device, for the screen that needs the network', () => {
    const kept = withItem(
      withItem(
        withItem(
          newRecord(
            course,
            [1001],
            360,
            [item('video', 1), item('pdf', 2), item('video', 3), item('page', 4)],
            [5],
            now,
          ),
          'video-1',
          { status: 'done', bytes: 9 },
          now,
        ),
        'pdf-2',
        { status: 'failed', failure: 'failed' },
        now,
      ),
      'video-3',
      { status: 'failed', failure: 'no-rights' },
      now,
    );
    expect(whyLeftOut(kept, 1001, 1)).toBeNull();
    expect(whyLeftOut(kept, 1001, 2)).toBe('notStored');
    expect(whyLeftOut(kept, 1001, 3)).toBe('noDownloads');
    expect(whyLeftOut(kept, 1001, 4)).toBe('notYet');
    // Left out by the student's choice when the videos did not fit the downloads left.
    expect(whyLeftOut(kept, 1001, 5)).toBe('noDownloads');
    expect(whyLeftOut(withItem(kept, 'pdf-2', { failure: 'unsupported' }, now), 1001, 2)).toBe('unsupported');
    expect(whyLeftOut(kept, 1002, 6)).toBe('sectionNotKept');
    // Never planned (an exam not open yet): the record has nothing to say.
    expect(whyLeftOut(kept, 1001, 6)).toBeNull();
  });

  it('changes its plan only for a course list read after the plan was made', () => {
    const planned = newRecord(course, 'all', 360, [item('video', 1), item('pdf', 2)], [], now);
    const kept = {
      ...withItem(withItem(planned, 'video-1', { status: 'done' }, now), 'pdf-2', { status: 'done' }, now),
      state: 'done' as const,
    };
    const older = [item('video', 1)];
    // A course list kept on the device from before the plan: the newer items stay, their files too.
    expect(syncAction(kept, older, now.getTime() - 60_000)).toEqual({ kind: 'none' });
    expect(syncAction(kept, older, now.getTime())).toEqual({ kind: 'none' });
    expect(syncAction(kept, older, null)).toEqual({ kind: 'none' });
    // An interrupted keep resumes as planned on such a list, dropping nothing.
    const interrupted = { ...kept, state: 'keeping' as const };
    expect(syncAction(interrupted, older, now.getTime() - 60_000)).toEqual({ kind: 'resume', record: interrupted });

    const fresher = now.getTime() + 60_000;
    const refresh = syncAction(kept, older, fresher);
    expect(refresh).toMatchObject({ kind: 'refresh', changed: true, dropped: [{ key: 'pdf-2' }] });
    expect(refresh.kind === 'refresh' && refresh.record.plannedAt).toBe(new Date(fresher).toISOString());
    // Items finishing after a fresh list do not make that list stale.
    const laterUpdate = withItem(kept, 'video-1', { bytes: 10 }, new Date(now.getTime() + 120_000));
    expect(syncAction(laterUpdate, older, fresher)).toMatchObject({ kind: 'refresh' });
    // The same list again: nothing to do.
    expect(refresh.kind === 'refresh' && syncAction(refresh.record, older, fresher)).toEqual({ kind: 'none' });
  });

  it('goes by the last change for records kept before the plan time was written', () => {
    const { plannedAt: _dropped, ...before } = newRecord(course, 'all', 360, [item('video', 1)], [], now);
    const stored = { ...before, state: 'done' as const };
    expect(isKeptCourse(stored)).toBe(true);
    expect(syncAction(stored, [], now.getTime() - 1)).toEqual({ kind: 'none' });
    expect(syncAction(stored, [], now.getTime() + 1)).toMatchObject({ kind: 'refresh' });
  });
});
