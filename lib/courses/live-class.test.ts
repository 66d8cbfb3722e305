import { liveState, materialEnd } from './live-class';

describe('live class state', () => {
  const start = new Date('2026-11-23T10:00:00Z');
  const end = new Date('2026-11-23T11:00:00Z');

  it('is upcoming before the start, live until the end, ended from then on', () => {
    expect(liveState(start, end, start.getTime() - 1)).toBe('upcoming');
    expect(liveState(start, end, start.getTime())).toBe('live');
    expect(liveState(start, end, end.getTime() - 1)).toBe('live');
    expect(liveState(start, end, end.getTime())).toBe('ended');
  });

  it('ends a material duration seconds after its start, an hour without one', () => {
    expect(materialEnd(start, 1800).toISOString()).toBe('2026-11-23T10:30:00.000Z');
    expect(materialEnd(start, undefined).toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });
});
