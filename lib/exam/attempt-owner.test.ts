import 'fake-indexeddb/auto';
import { inProgressAttempt, recordAnswer, storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { namedPaper } from '@/lib/exam/__fixtures__/papers';
import { clearSession, saveSession } from '@/lib/session/session';
import { resumeRecord } from './attempt-record';
import {
  moveAttemptRecord,
  readAttemptRecord,
  readAttemptRecords,
  readAttemptRecordsOnDevice,
  removeAttemptRecord,
  writeAttemptRecord,
} from './attempt-storage';
import { createAttemptSync } from './attempt-sync';
import { keepAttempt, keptFromServer, readKeptAttempt } from './kept-attempts';
import { keepPaper, readKeptPaper } from './kept-papers';

const deadline = new Date(Date.now() + 3600_000).toISOString();

/** Signs `UserName` in on this device: what the exam screen runs under. */
const signIn = (UserName: string) =>
  saveSession(
    { accessToken: `${UserName}-token`, idToken: null, refreshToken: null },
    {
      FirstName: UserName,
      LastName: 'Student',
      UserName,
    },
  );

/** Ayşe answers question 3 of attempt `a1` and leaves without it being sent. */
async function ayseLeavesAnUnsentAnswer() {
  signIn('ayse');
  await writeAttemptRecord(recordAnswer(storedAttempt('a1', deadline), 3, 'B', Date.now()));
  clearSession();
}

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await Promise.all((await readAttemptRecordsOnDevice()).map((record) => removeAttemptRecord(record.attemptId)));
});

describe('an exam attempt is its owner’s from its first write', () => {
  it('is stamped with the signed-in student and reads as none for the next one', async () => {
    await ayseLeavesAnUnsentAnswer();
    signIn('mehmet');
    expect(await readAttemptRecord('a1')).toBeNull();
    expect(await readAttemptRecords()).toEqual([]);
    clearSession();
    signIn('ayse');
    expect(await readAttemptRecord('a1')).toMatchObject({ owner: 'ayse', answers: { 3: { answer: 'B' } } });
  });

  it('refuses another student’s answers, and their moving an attempt into it, leaving it as it was', async () => {
    await ayseLeavesAnUnsentAnswer();
    signIn('mehmet');
    await expect(writeAttemptRecord(recordAnswer(storedAttempt('a1', deadline), 3, 'D', Date.now()))).rejects.toThrow(
      'another student',
    );
    await writeAttemptRecord(storedAttempt('m1', deadline));
    await expect(moveAttemptRecord('m1', 'a1', (from) => from)).rejects.toThrow('another student');
    const [ayses] = (await readAttemptRecordsOnDevice()).filter((record) => record.attemptId === 'a1');
    expect(ayses).toMatchObject({ owner: 'ayse', answers: { 3: { answer: 'B' } } });
  });

  it('is never sent under another student’s session', async () => {
    await ayseLeavesAnUnsentAnswer();
    signIn('ayse');
    const record = resumeRecord({ ...inProgressAttempt, attemptId: 'a1', deadline }, await readAttemptRecord('a1'));
    clearSession();
    signIn('mehmet');
    // Its writes are refused too, which the sync reports as the device failing to store them.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = { saveAnswers: jest.fn(), submit: jest.fn() };
    const sync = createAttemptSync({
      record,
      clock: { offsetMs: 0, roundTripMs: 100 },
      server,
      isOnline: () => true,
      makeSubmissionId: () => 's1',
      onSubmitted: jest.fn(),
      onAttemptRefused: jest.fn(),
      batchDelayMs: 0,
    });
    const stop = sync.start();
    sync.retryNow();
    await sync.submit();
    stop();
    expect(server.saveAnswers).not.toHaveBeenCalled();
    expect(server.submit).not.toHaveBeenCalled();
  });
});

describe('an exam kept for offline use is its owner’s', () => {
  it('reopens for its student only; the next one finds neither the attempt nor the paper', async () => {
    signIn('ayse');
    const attempt = { ...inProgressAttempt, deadline };
    await keepAttempt(keptFromServer(attempt, { offsetMs: 0, roundTripMs: 40 }));
    const paper = namedPaper('E-YDS 1');
    await keepPaper(paper, attempt.enrollmentId);
    clearSession();
    signIn('mehmet');
    expect(await readKeptAttempt(attempt.examId, attempt.enrollmentId)).toBeNull();
    expect(await readKeptPaper(paper.id, attempt.enrollmentId)).toBeNull();
    await expect(keepAttempt(keptFromServer(attempt, { offsetMs: 0, roundTripMs: 40 }))).rejects.toThrow(
      'another student',
    );
    clearSession();
    signIn('ayse');
    expect(await readKeptAttempt(attempt.examId, attempt.enrollmentId)).toMatchObject({
      attempt: { attemptId: 'a-1' },
    });
    expect(await readKeptPaper(paper.id, attempt.enrollmentId)).toMatchObject({ exam: { name: 'E-YDS 1' } });
  });
});
