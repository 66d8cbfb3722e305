import type { ExamAttempt } from '@/lib/types';
import { beginSubmission, recordAnswer, resumeRecord } from './attempt-record';
import { attemptKeepMs, readAttemptRecord, removeAttemptRecord, updateAttemptRecord, writeAttemptRecord } from './attempt-storage';

const attempt: ExamAttempt = {
  attemptId: 'a-1',
  examId: 9033,
  enrollmentId: 202,
  status: 'in-progress',
  startedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-05-01T13:00:00.000Z',
  serverNow: '2026-05-01T10:00:00.000Z',
  answers: {},
  solvedExamId: null,
};
const now = Date.parse('2026-05-01T10:10:00.000Z');
const stored = () => JSON.parse(localStorage.getItem('exam_attempts') ?? 'null') as { value: Record<string, unknown> } | null;

describe('attempts stored on the device', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload: unsent answers and a queued submission come back as written', () => {
    let record = recordAnswer(resumeRecord(attempt, null), 1, 'B', now);
    record = beginSubmission(record, () => 'sub-1', '2026-05-01T10:11:00.000Z');
    writeAttemptRecord(record, now);
    expect(readAttemptRecord('a-1', now)).toEqual(record);
  });

  it('applies a change to what another tab stored, not to an older copy', () => {
    const known = resumeRecord(attempt, null);
    writeAttemptRecord(recordAnswer(known, 1, 'A', now), now);
    const changed = updateAttemptRecord(known, (record) => recordAnswer(record, 2, 'B', now), now);
    expect(Object.keys(changed.answers)).toEqual(['1', '2']);
    expect(readAttemptRecord('a-1', now)).toEqual(changed);
  });

  it('starts from the known record when storage has none', () => {
    const known = resumeRecord(attempt, null);
    expect(updateAttemptRecord(known, (record) => record, now)).toEqual(known);
    expect(readAttemptRecord('a-1', now)).toEqual(known);
  });

  it('keeps the attempts apart and removes one alone', () => {
    const first = resumeRecord(attempt, null);
    const second = resumeRecord({ ...attempt, attemptId: 'a-2' }, null);
    writeAttemptRecord(first, now);
    writeAttemptRecord(second, now);
    removeAttemptRecord('a-1', now);
    expect(readAttemptRecord('a-1', now)).toBeNull();
    expect(readAttemptRecord('a-2', now)).toEqual(second);
  });

  it.each([
    ['broken JSON', '{"value": {"a-1": '],
    ['no envelope', JSON.stringify({ 'a-1': {} })],
    ['a list instead of a map', JSON.stringify({ value: [1, 2], savedAt: now })],
  ])('ignores %s instead of crashing', (_case, raw) => {
    localStorage.setItem('exam_attempts', raw);
    expect(readAttemptRecord('a-1', now)).toBeNull();
  });

  it('drops a damaged record alone and keeps the good ones', () => {
    const good = resumeRecord({ ...attempt, attemptId: 'a-2' }, null);
    const damaged = { ...resumeRecord(attempt, null), answers: { '1': { questionId: 1, answer: 'Z', seq: 1 } } };
    localStorage.setItem('exam_attempts', JSON.stringify({ value: { 'a-1': damaged, 'a-2': good }, savedAt: now }));
    expect(readAttemptRecord('a-1', now)).toBeNull();
    expect(readAttemptRecord('a-2', now)).toEqual(good);
  });

  it('forgets an attempt long after its deadline', () => {
    writeAttemptRecord(resumeRecord(attempt, null), now);
    const later = Date.parse(attempt.deadline) + attemptKeepMs + 1;
    expect(readAttemptRecord('a-1', later)).toBeNull();
    writeAttemptRecord(resumeRecord({ ...attempt, attemptId: 'a-2' }, null), later);
    expect(Object.keys(stored()?.value ?? {})).toEqual(['a-2']);
  });
});
