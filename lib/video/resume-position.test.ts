import { resumePosition, resumeRules, savePosition } from './resume-position';

const day = 24 * 60 * 60 * 1000;
const now = 1_700_000_000_000;

const stored = () => JSON.parse(localStorage.getItem('video_positions') ?? 'null');

describe('resume positions', () => {
  beforeEach(() => localStorage.clear());

  it('restores the position saved for that material', () => {
    savePosition('9001', 42.5, 754, now);
    expect(resumePosition('9001', now + 1000)).toBe(42.5);
    expect(resumePosition('9003', now + 1000)).toBeNull();
  });

  it('keeps one position per material in one stored entry, with the write time', () => {
    savePosition('9001', 42, 754, now);
    savePosition('9003', 7, 512, now + 10);
    savePosition('9001', 60, 754, now + 20);
    expect(stored()).toEqual({
      value: {
        '9001': { position: 60, duration: 754, savedAt: now + 20 },
        '9003': { position: 7, duration: 512, savedAt: now + 10 },
      },
      savedAt: now + 20,
    });
  });

  it('forgets a position older than 30 days, and drops it at the next save', () => {
    savePosition('9001', 42, 754, now);
    savePosition('9003', 7, 512, now + 20 * day);
    expect(resumePosition('9001', now + 30 * day)).toBe(42);
    expect(resumePosition('9001', now + 30 * day + 1)).toBeNull();
    savePosition('9006', 9, 830, now + 31 * day);
    expect(Object.keys(stored().value).sort()).toEqual(['9003', '9006']);
  });

  it('starts over when the student had reached the last seconds', () => {
    savePosition('9001', 12 - resumeRules.restartWithinLastS, 12, now);
    expect(resumePosition('9001', now)).toBeNull();
    savePosition('9001', 12 - resumeRules.restartWithinLastS - 0.5, 12, now);
    expect(resumePosition('9001', now)).toBe(6.5);
  });

  it('starts at the beginning when the student had barely started', () => {
    savePosition('9001', resumeRules.minPositionS - 0.1, 754, now);
    expect(resumePosition('9001', now)).toBeNull();
    savePosition('9001', resumeRules.minPositionS, 754, now);
    expect(resumePosition('9001', now)).toBe(resumeRules.minPositionS);
  });

  it('does not save a position without a known duration (live or not yet loaded)', () => {
    savePosition('9001', 42, Number.NaN, now);
    savePosition('9001', 42, Number.POSITIVE_INFINITY, now);
    savePosition('9001', Number.NaN, 754, now);
    expect(localStorage.getItem('video_positions')).toBeNull();
  });

  it('keeps only the most recent videos', () => {
    for (let index = 0; index <= resumeRules.maxVideos; index += 1) savePosition(String(index), 30, 600, now + index);
    const ids = Object.keys(stored().value);
    expect(ids).toHaveLength(resumeRules.maxVideos);
    expect(ids).not.toContain('0');
    expect(resumePosition(String(resumeRules.maxVideos), now + 200)).toBe(30);
  });

  it.each([
    ['broken JSON', '{"value": {'],
    ['a list instead of a map', JSON.stringify({ value: [1, 2], savedAt: now })],
    ['a number', JSON.stringify({ value: 42, savedAt: now })],
    ['no write time', JSON.stringify({ value: { '9001': { position: 42, duration: 754, savedAt: now } } })],
    [
      'script content',
      JSON.stringify({ value: { '<script>': { position: 42, duration: 754, savedAt: now } }, savedAt: now }),
    ],
  ])('treats %s as no saved positions and removes it', (_case, raw) => {
    localStorage.setItem('video_positions', raw);
    expect(resumePosition('9001', now)).toBeNull();
    expect(localStorage.getItem('video_positions')).toBeNull();
  });

  it.each([
    ['a text position', { position: '42', duration: 754, savedAt: now }],
    ['a negative position', { position: -5, duration: 754, savedAt: now }],
    ['no duration', { position: 42, savedAt: now }],
    ['a zero duration', { position: 42, duration: 0, savedAt: now }],
    ['no write time', { position: 42, duration: 754 }],
    ['null', null],
  ])('ignores an entry with %s but keeps the others', (_case, entry) => {
    const good = { position: 30, duration: 600, savedAt: now };
    localStorage.setItem('video_positions', JSON.stringify({ value: { '9001': entry, '9003': good }, savedAt: now }));
    expect(resumePosition('9001', now)).toBeNull();
    expect(resumePosition('9003', now)).toBe(30);
    savePosition('9006', 10, 100, now);
    expect(Object.keys(stored().value).sort()).toEqual(['9003', '9006']);
  });
});
