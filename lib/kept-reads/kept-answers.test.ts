import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { forgetKeptAnswers, keepAnswer, keptAnswerLimit, keptAnswerMaxAgeMs, readKeptAnswer } from './kept-answers';

const now = Date.UTC(2026, 10, 26, 10, 42);
const enrollments = 'api/v1/courseenrollments/userEnrollmentsSimple';

beforeEach(() => localStorage.clear());

describe('kept answers', () => {
  it('gives a student back their own answer with the time it was kept', () => {
    keepAnswer(enrollments, 'ayse', { courseEnrollments: [] }, now);
    expect(readKeptAnswer(enrollments, 'ayse', now + 1000)).toEqual({
      answer: { courseEnrollments: [] },
      savedAt: now,
    });
    expect(readKeptAnswer('api/v1/materials/9001', 'ayse', now)).toBeNull();
  });

  it('never gives one student the answers kept for another, and drops them when another keeps one', () => {
    keepAnswer(enrollments, 'ayse', { courseEnrollments: [{ id: 1 }] }, now);
    expect(readKeptAnswer(enrollments, 'mehmet', now)).toBeNull();
    keepAnswer('api/v1/materials/9001', 'mehmet', { id: 9001 }, now);
    expect(readKeptAnswer(enrollments, 'mehmet', now)).toBeNull();
    expect(readKeptAnswer(enrollments, 'ayse', now)).toBeNull();
  });

  it('treats a copy older than a session, or saved in the future, as absent', () => {
    keepAnswer(enrollments, 'ayse', [], now);
    expect(readKeptAnswer(enrollments, 'ayse', now + keptAnswerMaxAgeMs)).not.toBeNull();
    expect(readKeptAnswer(enrollments, 'ayse', now + keptAnswerMaxAgeMs + 1)).toBeNull();
    // Saved more than a day ahead of the clock: a forged stamp, not a clock correction (decision 50).
    expect(readKeptAnswer(enrollments, 'ayse', now - 25 * 60 * 60 * 1000)).toBeNull();
  });

  it('keeps the newest answers within the limit', () => {
    for (let index = 0; index <= keptAnswerLimit; index += 1)
      keepAnswer(`api/v1/materials/${index}`, 'ayse', index, now + index);
    expect(readKeptAnswer('api/v1/materials/0', 'ayse', now + keptAnswerLimit)).toBeNull();
    expect(readKeptAnswer('api/v1/materials/1', 'ayse', now + keptAnswerLimit)?.answer).toBe(1);
    expect(readKeptAnswer(`api/v1/materials/${keptAnswerLimit}`, 'ayse', now + keptAnswerLimit)).not.toBeNull();
  });

  it('is gone once forgotten (a session ends)', () => {
    keepAnswer(enrollments, 'ayse', [], now);
    forgetKeptAnswers();
    expect(readKeptAnswer(enrollments, 'ayse', now)).toBeNull();
    expect(localStorage.getItem(storageKeys.keptAnswers)).toBeNull();
  });

  it('treats damaged or planted copies as absent', () => {
    writeStored(storageKeys.keptAnswers, { student: 'ayse', answers: { [enrollments]: { answer: 1 } } }, now);
    expect(readKeptAnswer(enrollments, 'ayse', now)).toBeNull();
    writeStored(
      storageKeys.keptAnswers,
      { student: 'ayse', answers: { [enrollments]: { answer: '<script>', savedAt: now } } },
      now,
    );
    expect(readKeptAnswer(enrollments, 'ayse', now)).toBeNull();
    expect(readKeptAnswer('constructor', 'ayse', now)).toBeNull();
  });

  it('keeps the newest answer alone when the storage is full for all of them', () => {
    keepAnswer(enrollments, 'ayse', [], now);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setItem.mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    keepAnswer('api/v1/materials/9001', 'ayse', { id: 9001 }, now);
    setItem.mockRestore();
    warn.mockRestore();
    expect(readKeptAnswer('api/v1/materials/9001', 'ayse', now)?.answer).toEqual({ id: 9001 });
    expect(readKeptAnswer(enrollments, 'ayse', now)).toBeNull();
  });
});
