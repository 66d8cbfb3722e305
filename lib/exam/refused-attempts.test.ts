import 'fake-indexeddb/auto';
import { storedAttempt, recordAnswer } from '@/lib/exam/__fixtures__/attempts';
import { beginSubmission, confirmSent, hasUnsentData, unsentEntries, type AttemptRecord } from './attempt-record';
import { readAttemptRecord, readAttemptRecords, removeAttemptRecord, writeAttemptRecord } from './attempt-storage';
import {
  forgetNotCounted,
  readNotCounted,
  settleGoneExam,
  settleScored,
  type NotCountedPick,
} from './refused-attempts';

const deadline = new Date(Date.now() + 3600_000).toISOString();
const t0 = Date.now();

/** Question 1 reached the server, question 2 (answered C) waits on the device. */
function waiting(attemptId: string, change: Partial<AttemptRecord> = {}): AttemptRecord {
  let record = recordAnswer(
    storedAttempt(attemptId, deadline, { examId: 9033, enrollmentId: 202, ...change }),
    1,
    'A',
    t0,
  );
  record = confirmSent(record, unsentEntries(record));
  return recordAnswer(record, 2, 'C', t0 + 1);
}

const all: NotCountedPick = (record) => record.notCounted;

beforeEach(async () => {
  await Promise.all((await readAttemptRecords()).map((record) => removeAttemptRecord(record.attemptId)));
});

describe('an attempt the server refuses for good, settled on the device', () => {
  it('scored on another device: the answer that waited no longer waits, and is kept to be named', async () => {
    await writeAttemptRecord(waiting('a-1'));
    const settled = await settleScored('a-1', 5001);
    expect(settled).toMatchObject({ solvedExamId: 5001, notCounted: [{ questionId: 2, answer: 'C' }] });
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(false);
    expect(stored?.notCounted).toEqual([{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }]);
  });

  it('scored with this device’s own submission: every answer went with it, nothing is named', async () => {
    await writeAttemptRecord(beginSubmission(waiting('a-1'), () => 'sub-1', deadline));
    expect(await settleScored('a-1', 5001)).toMatchObject({ solvedExamId: 5001, notCounted: [] });
    expect(await settleScored('a-2', 5002)).toBeNull();
  });

  it('an exam gone: its attempts that wait settle, and those of other exams or enrollments stay', async () => {
    await writeAttemptRecord(beginSubmission(waiting('a-1'), () => 'sub-1', deadline));
    await writeAttemptRecord(waiting('a-2', { enrollmentId: 204 }));
    await writeAttemptRecord(waiting('a-3', { examId: 9039 }));
    await settleGoneExam(9033, 202);
    const gone = await readAttemptRecord('a-1');
    expect(gone && hasUnsentData(gone)).toBe(false);
    expect(gone?.notCounted).toEqual([{ questionId: 2, answer: 'C', reason: 'gone' }]);
    for (const id of ['a-2', 'a-3']) {
      const other = await readAttemptRecord(id);
      expect(other && hasUnsentData(other)).toBe(true);
    }
  });

  it('tells them once: read, then forgotten by the device, while an answer refused since stays', async () => {
    await writeAttemptRecord(waiting('a-1'));
    await settleScored('a-1', 5001);
    const told = await readNotCounted(all);
    expect(told).toEqual([{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }]);
    const stored = await readAttemptRecord('a-1');
    const later = { questionId: 3, answer: 'B' as const, reason: 'after-deadline' as const };
    await writeAttemptRecord({ ...stored!, notCounted: [...stored!.notCounted, later] });
    await forgetNotCounted(all, told);
    expect(await readNotCounted(all)).toEqual([later]);
  });
});
