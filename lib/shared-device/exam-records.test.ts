import 'fake-indexeddb/auto';
import { refuseAttempt, type AttemptRecord } from '@/lib/exam/attempt-record';
import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import {
  readAttemptRecord,
  readAttemptRecords,
  removeAttemptRecord,
  writeAttemptRecord,
} from '@/lib/exam/attempt-storage';
import { settleAttempts, unsentAttempts } from './exam-records';

const deadline = new Date(Date.now() + 3600_000).toISOString();

const attempt = (attemptId: string, change: Partial<AttemptRecord> = {}) => storedAttempt(attemptId, deadline, change);

const answered = {
  lastSeq: 5,
  answers: { 10: { questionId: 10, answer: 'A' as const, answeredAt: deadline, seq: 5 } },
};
const unsentAnswers = (id: string) => attempt(id, answered);
const allSent = (id: string) => attempt(id, { ...answered, sentSeqs: { 10: 5 } });
const unscoredSubmission = (id: string) =>
  attempt(id, { ...answered, sentSeqs: { 10: 5 }, submission: { id: 's', submittedAt: deadline } });
const scored = (id: string) => attempt(id, { submission: { id: 's', submittedAt: deadline }, solvedExamId: 77 });

/** Every test starts on an empty device. */
beforeEach(async () => {
  localStorage.clear();
  await Promise.all((await readAttemptRecords()).map((record) => removeAttemptRecord(record.attemptId)));
});

const idsOf = async (records: Promise<AttemptRecord[]>) => (await records).map((record) => record.attemptId).sort();

describe('unsentAttempts', () => {
  it('holds answers the server has not confirmed and submissions it has not scored, never what it refused', async () => {
    const refused = (id: string) => refuseAttempt(unsentAnswers(id), 'submitted-elsewhere');
    for (const record of [unsentAnswers('a1'), unscoredSubmission('a2'), allSent('a3'), scored('a4'), refused('a5')])
      await writeAttemptRecord(record);
    expect(await idsOf(unsentAttempts('ayse'))).toEqual(['a1', 'a2']);
  });
});

describe('settleAttempts at the end of a session', () => {
  it('removes what the server has and keeps the unsent attempts as the leaving student’s', async () => {
    for (const record of [unsentAnswers('a1'), unscoredSubmission('a2'), allSent('a3'), scored('a4')])
      await writeAttemptRecord(record);
    expect([...(await settleAttempts('ayse'))].sort()).toEqual(['a1', 'a2']);
    const kept = await Promise.all(['a1', 'a2', 'a3', 'a4'].map(async (id) => (await readAttemptRecord(id)) !== null));
    expect(kept).toEqual([true, true, false, false]);
    expect(await idsOf(unsentAttempts('ayse'))).toEqual(['a1', 'a2']);
    expect(await unsentAttempts('mehmet')).toEqual([]);
  });

  it('never hands one student’s unsent attempts to the next', async () => {
    await writeAttemptRecord(unsentAnswers('ayse-1'));
    await settleAttempts('ayse');
    await writeAttemptRecord(unsentAnswers('mehmet-1'));
    expect(await idsOf(unsentAttempts('mehmet'))).toEqual(['mehmet-1']);
    await settleAttempts('mehmet');
    expect(await idsOf(unsentAttempts('ayse'))).toEqual(['ayse-1']);
    expect(await idsOf(unsentAttempts('mehmet'))).toEqual(['mehmet-1']);
  });

  it('never loses whose an unsent attempt is to ends running at once, some knowing no student', async () => {
    await writeAttemptRecord(unsentAnswers('a1'));
    await writeAttemptRecord(allSent('a2'));
    await Promise.all([settleAttempts(null), settleAttempts('ayse'), settleAttempts(null)]);
    expect(await idsOf(unsentAttempts('ayse'))).toEqual(['a1']);
    expect(await unsentAttempts('mehmet')).toEqual([]);
    await settleAttempts(null);
    expect(await unsentAttempts('mehmet')).toEqual([]);
  });

  it('forgets whose an attempt was once it is sent and removed', async () => {
    await writeAttemptRecord(unsentAnswers('a1'));
    await settleAttempts('ayse');
    await writeAttemptRecord(allSent('a1'));
    await settleAttempts('mehmet');
    expect(await readAttemptRecord('a1')).toBeNull();
    expect(localStorage.getItem('exam_attempt_owners')).toBeNull();
  });
});
