import 'fake-indexeddb/auto';
import { storedAttempt, recordAnswer } from '@/lib/exam/__fixtures__/attempts';
import { ApiError } from '@/lib/api/api-error';
import { beginSubmission, confirmSent, hasUnsentData, unsentEntries, type AttemptRecord } from './attempt-record';
import { readAttemptRecord, readAttemptRecords, removeAttemptRecord, writeAttemptRecord } from './attempt-storage';
import type { ExamServer } from './attempt-sync';
import {
  forgetNotCounted,
  letGoOfAttempt,
  readNotCounted,
  readWaitingAttempt,
  settleGoneExam,
  settleReplacedAttempts,
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
    const settled = await settleScored('a-1', 5001, 'sub-laptop');
    expect(settled).toMatchObject({ solvedExamId: 5001, notCounted: [{ questionId: 2, answer: 'C' }] });
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(false);
    expect(stored?.notCounted).toEqual([{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }]);
  });

  it('scored with this device’s own submission: every answer went with it, nothing is named', async () => {
    await writeAttemptRecord(beginSubmission(waiting('a-1'), () => 'sub-1', deadline));
    expect(await settleScored('a-1', 5001, 'sub-1')).toMatchObject({ solvedExamId: 5001, notCounted: [] });
    expect(await settleScored('a-2', 5002, null)).toBeNull();
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
    await settleScored('a-1', 5001, null);
    const told = await readNotCounted(all);
    expect(told).toEqual([{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }]);
    const stored = await readAttemptRecord('a-1');
    const later = { questionId: 3, answer: 'B' as const, reason: 'after-deadline' as const };
    await writeAttemptRecord({ ...stored!, notCounted: [...stored!.notCounted, later] });
    await forgetNotCounted(all, told);
    expect(await readNotCounted(all)).toEqual([later]);
  });
});

describe('the exam’s other attempts, once the server answered its current one', () => {
  const notFound = new ApiError('request', 'Not found', 404);
  const submitted = new ApiError('request', 'Attempt already submitted', 409);

  /** A server that answers each attempt as `answers` says: a result, or an error thrown. */
  function server(answers: Record<string, unknown>): ExamServer & { asked: string[] } {
    const asked: string[] = [];
    const reply = async <T>(attemptId: string) => {
      asked.push(attemptId);
      const answer = answers[attemptId];
      if (answer instanceof Error) throw answer;
      return answer as T;
    };
    return {
      asked,
      saveAnswers: (attemptId) => reply(attemptId),
      submit: (attemptId) => reply(attemptId),
    };
  }

  it('gone from the server while the exam goes on: its waiting answer is named, and nothing waits', async () => {
    await writeAttemptRecord(waiting('a-gone'));
    await writeAttemptRecord(waiting('a-now'));
    await writeAttemptRecord(waiting('a-other-exam', { examId: 9039 }));
    const answers = server({ 'a-gone': notFound });
    await settleReplacedAttempts(9033, 202, 'a-now', answers);
    expect(answers.asked).toEqual(['a-gone']);
    const gone = await readAttemptRecord('a-gone');
    expect(gone && hasUnsentData(gone)).toBe(false);
    expect(gone?.notCounted).toEqual([{ questionId: 2, answer: 'C', reason: 'attempt-gone' }]);
    // The current attempt, and the attempts of other exams, are not this call's to settle.
    for (const id of ['a-now', 'a-other-exam']) {
      const other = await readAttemptRecord(id);
      expect(other && hasUnsentData(other)).toBe(true);
    }
  });

  it('submitted before the current one began: named as given after the other device submitted', async () => {
    await writeAttemptRecord(waiting('a-old'));
    await settleReplacedAttempts(9033, 202, 'a-now', server({ 'a-old': submitted }));
    expect((await readAttemptRecord('a-old'))?.notCounted).toEqual([
      { questionId: 2, answer: 'C', reason: 'submitted-elsewhere' },
    ]);
  });

  it('with this device’s submission waiting: the server’s result says whose submission counted', async () => {
    await writeAttemptRecord(beginSubmission(waiting('a-mine'), () => 'sub-phone', deadline));
    await writeAttemptRecord(beginSubmission(waiting('a-theirs'), () => 'sub-phone-2', deadline));
    await settleReplacedAttempts(
      9033,
      202,
      'a-now',
      server({
        'a-mine': { solvedExamId: 5001, status: 'submitted', submissionId: 'sub-phone' },
        'a-theirs': { solvedExamId: 5002, status: 'submitted', submissionId: 'sub-laptop' },
      }),
    );
    expect(await readAttemptRecord('a-mine')).toMatchObject({ solvedExamId: 5001, notCounted: [] });
    expect(await readAttemptRecord('a-theirs')).toMatchObject({
      solvedExamId: 5002,
      notCounted: [{ questionId: 2, answer: 'C', reason: 'submitted-elsewhere' }],
    });
  });

  it('no answer from the server: it waits for the exam’s next opening', async () => {
    await writeAttemptRecord(waiting('a-old'));
    await settleReplacedAttempts(
      9033,
      202,
      'a-now',
      server({ 'a-old': new ApiError('no-response', 'No response from server') }),
    );
    const old = await readAttemptRecord('a-old');
    expect(old && hasUnsentData(old)).toBe(true);
    expect(old?.notCounted).toEqual([]);
  });
});

describe('an attempt the student lets go of (its course left their list)', () => {
  it('shows what waits, then nothing of it waits or is told again', async () => {
    await writeAttemptRecord(beginSubmission(waiting('a-1'), () => 'sub-1', deadline));
    expect(await readWaitingAttempt('a-1')).toEqual({
      examId: 9033,
      enrollmentId: 202,
      answers: [{ questionId: 2, answer: 'C' }],
    });
    await letGoOfAttempt('a-1');
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(false);
    expect(stored?.notCounted).toEqual([]);
    expect(await readWaitingAttempt('a-1')).toBeNull();
  });
});
