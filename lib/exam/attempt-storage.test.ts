import 'fake-indexeddb/auto';
import {
  beginSubmission,
  confirmSent,
  moveRecord,
  newAnswer,
  refuseAttempt,
  resumeRecord,
  toggleFlag,
  unsentEntries,
  withAnswers,
} from './attempt-record';
import { attemptDatabase } from './attempt-database';
import {
  attemptKeepMs,
  moveAttemptRecord,
  readAttemptRecord,
  readAttemptRecords,
  removeAttemptRecord,
  updateAttemptRecord,
  writeAttemptRecord,
} from './attempt-storage';
import { inProgressAttempt, recordAnswer } from '@/lib/exam/__fixtures__/attempts';

const attempt = inProgressAttempt;
const now = Date.parse('2026-05-01T10:10:00.000Z');
const fresh = (attemptId = 'a-1') => resumeRecord({ ...attempt, attemptId }, null);

/** Every test starts on an empty device: a new database, nothing in local storage. */
beforeEach(async () => {
  localStorage.clear();
  await removeAttemptRecord('a-1');
  await removeAttemptRecord('a-2');
  await removeAttemptRecord('d-1');
});

/** Opens the database beside the module, to look at or damage what it stored. */
function rawDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(attemptDatabase.name);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

async function putRaw(store: string, value: unknown) {
  const db = await rawDatabase();
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(store, 'readwrite');
    transaction.objectStore(store).put(value);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
}

async function countRaw(store: string): Promise<number> {
  const db = await rawDatabase();
  const count = await new Promise<number>((resolve) => {
    const counting = db.transaction(store).objectStore(store).count();
    counting.onsuccess = () => resolve(counting.result);
  });
  db.close();
  return count;
}

describe('attempts stored on the device (IndexedDB)', () => {
  it('survives a reload: unsent answers, flags and a queued submission come back as written', async () => {
    let record = recordAnswer(fresh(), 1, 'B', now);
    record = toggleFlag(recordAnswer(record, 2, null, now + 1), 2);
    record = beginSubmission(record, () => 'sub-1', '2026-05-01T10:11:00.000Z');
    await writeAttemptRecord(record, now);
    expect(await readAttemptRecord('a-1', now)).toEqual(record);
  });

  it('keeps each answer as its own record', async () => {
    await writeAttemptRecord(recordAnswer(recordAnswer(fresh(), 1, 'A', now), 2, 'B', now), now);
    expect(await countRaw(attemptDatabase.answers)).toBe(2);
    expect(await countRaw(attemptDatabase.attempts)).toBe(1);
  });

  it('applies a change to what another tab stored, not to an older copy', async () => {
    const known = fresh();
    await writeAttemptRecord(recordAnswer(known, 1, 'A', now), now);
    const changed = await updateAttemptRecord(known, (record) => recordAnswer(record, 2, 'B', now + 1), now);
    expect(Object.keys(changed.answers)).toEqual(['1', '2']);
    expect(await readAttemptRecord('a-1', now)).toEqual(changed);
  });

  it('loses nothing when two tabs store different answers at the same moment, again and again', async () => {
    const known = fresh();
    const writes = [];
    for (let round = 0; round < 20; round += 1) {
      const entry = (questionId: number) => ({
        questionId,
        answer: 'C' as const,
        answeredAt: attempt.startedAt,
        seq: now + round,
      });
      writes.push(updateAttemptRecord(known, (record) => withAnswers(record, [entry(round * 2 + 1)]), now));
      writes.push(updateAttemptRecord(known, (record) => withAnswers(record, [entry(round * 2 + 2)]), now));
    }
    await Promise.all(writes);
    expect(Object.keys((await readAttemptRecord('a-1', now))?.answers ?? {})).toHaveLength(40);
  });

  it('keeps what the server confirmed per question', async () => {
    let record = recordAnswer(recordAnswer(fresh(), 1, 'A', now), 2, 'B', now + 1);
    record = confirmSent(record, unsentEntries(record).slice(0, 1));
    await writeAttemptRecord(record, now);
    const stored = await readAttemptRecord('a-1', now);
    expect(stored && unsentEntries(stored).map((entry) => entry.questionId)).toEqual([2]);
  });

  it('removes the answers the change removed (a scored attempt keeps only its result)', async () => {
    await writeAttemptRecord(recordAnswer(fresh(), 1, 'A', now), now);
    await updateAttemptRecord(fresh(), (record) => ({ ...record, answers: {}, sentSeqs: {}, solvedExamId: 5001 }), now);
    expect(await countRaw(attemptDatabase.answers)).toBe(0);
    expect((await readAttemptRecord('a-1', now))?.solvedExamId).toBe(5001);
  });

  it('starts from the known record when the device has none', async () => {
    const known = fresh();
    expect(await updateAttemptRecord(known, (record) => record, now)).toEqual(known);
    expect(await readAttemptRecord('a-1', now)).toEqual(known);
  });

  it('keeps the attempts apart, lists them and removes one alone', async () => {
    await writeAttemptRecord(recordAnswer(fresh('a-1'), 1, 'A', now), now);
    await writeAttemptRecord(recordAnswer(fresh('a-2'), 1, 'B', now), now);
    await removeAttemptRecord('a-1');
    expect(await readAttemptRecord('a-1', now)).toBeNull();
    expect((await readAttemptRecords(now)).map((record) => [record.attemptId, record.answers[1]?.answer])).toEqual([
      ['a-2', 'B'],
    ]);
  });

  it('drops a damaged answer alone and a damaged attempt without breaking the others', async () => {
    await writeAttemptRecord(recordAnswer(fresh('a-2'), 1, 'B', now), now);
    await writeAttemptRecord(recordAnswer(fresh('a-1'), 1, 'A', now), now);
    await putRaw(attemptDatabase.answers, {
      attemptId: 'a-1',
      questionId: 2,
      answer: 'Z',
      answeredAt: 'x',
      seq: 1,
      sentSeq: 0,
    });
    expect(Object.keys((await readAttemptRecord('a-1', now))?.answers ?? {})).toEqual(['1']);
    await putRaw(attemptDatabase.attempts, { attemptId: 'a-1', examId: 'not a number' });
    expect(await readAttemptRecord('a-1', now)).toBeNull();
    expect((await readAttemptRecord('a-2', now))?.answers[1]?.answer).toBe('B');
  });

  it('keeps the answers refused for good, and reads an attempt stored before there were any as refusing none', async () => {
    const refused = refuseAttempt(recordAnswer(fresh(), 1, 'C', now), 'submitted-elsewhere');
    await writeAttemptRecord(refused, now);
    expect((await readAttemptRecord('a-1', now))?.notCounted).toEqual([
      { questionId: 1, answer: 'C', reason: 'submitted-elsewhere' },
    ]);
    const { notCounted: _notCounted, answers: _answers, sentSeqs: _sentSeqs, ...earlierHeader } = fresh('a-2');
    await putRaw(attemptDatabase.attempts, earlierHeader);
    expect((await readAttemptRecord('a-2', now))?.notCounted).toEqual([]);
  });

  it('moves an attempt into another in one step; its old id then leads there, for reads and writes', async () => {
    const target = { ...attempt, attemptId: 'a-2' };
    const offline = recordAnswer(fresh('d-1'), 1, 'A', now);
    await writeAttemptRecord(offline, now);
    await writeAttemptRecord(recordAnswer(fresh('a-2'), 2, 'B', now), now);
    await moveAttemptRecord('d-1', 'a-2', (from, held) => moveRecord(from, held, target), now);
    expect((await readAttemptRecords(now)).map((record) => record.attemptId)).toEqual(['a-2']);
    const moved = await readAttemptRecord('a-2', now);
    expect(moved?.movedFrom).toEqual(['d-1']);
    expect(unsentEntries(moved!).map((entry) => [entry.questionId, entry.answer])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);

    // A tab still showing the attempt started offline answers: the answer lands in the one it moved to.
    const late = newAnswer(offline, 3, 'C', now + 1000);
    await updateAttemptRecord(offline, (record) => withAnswers(record, [late]), now);
    expect((await readAttemptRecord('d-1', now))?.attemptId).toBe('a-2');
    expect((await readAttemptRecord('a-2', now))?.answers[3]?.answer).toBe('C');
    expect((await readAttemptRecords(now)).map((record) => record.attemptId)).toEqual(['a-2']);

    // Moved already (another tab was first): nothing more happens.
    await moveAttemptRecord('d-1', 'a-2', () => fresh('a-2'), now);
    expect(Object.keys((await readAttemptRecord('a-2', now))?.answers ?? {})).toEqual(['1', '2', '3']);
  });

  it('forgets an attempt long after its deadline', async () => {
    await writeAttemptRecord(fresh(), now);
    expect(await readAttemptRecord('a-1', Date.parse(attempt.deadline) + attemptKeepMs + 1)).toBeNull();
  });
});

describe('attempts kept in local storage by the earlier version', () => {
  // The module opens its database once; these tests run in their own module registry to see a first open.
  async function freshModule() {
    let storage!: typeof import('./attempt-storage');
    await jest.isolateModulesAsync(async () => {
      storage = await import('./attempt-storage');
    });
    return storage;
  }

  it('moves them in on the first open, unsent answers still unsent, and empties local storage', async () => {
    // The move runs at the real time of the first open: the attempt must still be worth keeping then.
    const deadline = new Date(Date.now() + 3600_000).toISOString();
    const legacy = {
      ...recordAnswer(recordAnswer({ ...fresh(), deadline }, 1, 'A', now), 2, 'B', now + 1),
      sentSeq: now,
    };
    delete (legacy as Partial<typeof legacy>).sentSeqs;
    localStorage.setItem('exam_attempts', JSON.stringify({ value: { 'a-1': legacy }, savedAt: now }));
    const storage = await freshModule();
    const moved = await storage.readAttemptRecord('a-1', now);
    expect(moved?.answers[1]?.answer).toBe('A');
    expect(moved && unsentEntries(moved).map((entry) => entry.questionId)).toEqual([2]);
    expect(localStorage.getItem('exam_attempts')).toBeNull();
  });

  it.each([
    ['broken JSON', '{"value": {"a-1": '],
    ['no envelope', JSON.stringify({ 'a-1': {} })],
    ['a damaged record', JSON.stringify({ value: { 'a-1': { attemptId: 'a-1' } }, savedAt: now })],
  ])('ignores %s instead of crashing', async (_case, raw) => {
    localStorage.setItem('exam_attempts', raw);
    const storage = await freshModule();
    expect(await storage.readAttemptRecord('a-1', now)).toBeNull();
  });
});
