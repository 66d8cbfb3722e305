import * as v from 'valibot';
import { databaseOpener, inTransaction, requestResult } from '@/lib/storage/indexed-db';
import { storageKeys } from '@/lib/storage/keys';
import { storedRecord } from '@/lib/storage/stored-schemas';
import { readStored, removeStored } from '@/lib/storage/stored-value';
import type { AnswerEntry } from '@/lib/types';
import { announceAttemptChange } from './attempt-changes';
import { attemptDatabase } from './attempt-database';
import { examTaker, NotTheOwnerError, ownedBy, type ExamOwner } from './attempt-owner';
import { withAnswers, type AttemptRecord, type NotCountedAnswer } from './attempt-record';

/**
 * The one door to the exam attempts kept on this device (decision 12). Everything else reads and
 * writes them through these exports:
 *
 * Every record names its owner (`owner`, attempt-owner.ts), stamped with the signed-in student by
 * its first write: reads give the signed-in student their own records only (another student's
 * attempt under the same id reads as none), and writes to another student's record are refused
 * (`NotTheOwnerError`). Only the end of a session sees every record (`readAttemptRecordsOnDevice`).
 *
 * - `readAttemptRecord(attemptId, now?)`: Promise<AttemptRecord | null>
 * - `readAttemptRecords(now?)`: Promise<AttemptRecord[]>, every attempt of the signed-in student
 * - `readAttemptRecordsOnDevice(now?)`: Promise<AttemptRecord[]>, every attempt kept, whoever's
 * - `claimAttemptRecord(attemptId, owner)`: Promise<void>, names the owner of a record naming none
 * - `updateAttemptRecord(known, change, now?, writer?)`: Promise<AttemptRecord>. Applies `change` to the
 *   stored record (or to `known` when none is stored) and stores the result, in ONE strict
 *   transaction: another tab's change in between is never overwritten. Resolves once the result
 *   is on disk (only then may the screen call it saved); rejects when it could not be stored
 *   (storage full: `QuotaExceededError`, IndexedDB missing or broken) or is another student's.
 * - `writeAttemptRecord(record, now?)`: Promise<void>, stores `record` as it is (replacing).
 * - `moveAttemptRecord(fromAttemptId, toAttemptId, merge, now?)`: Promise<void>. In ONE transaction,
 *   stores `merge(from, target)` under `toAttemptId` and removes `from`; nothing when `from` is not
 *   stored (moved already). From then on the old id leads to the new record: reads by it return
 *   that record, and updates by it change that record (a tab still showing the old attempt loses
 *   nothing it is given). The merged record names `fromAttemptId` in its `movedFrom`.
 * - `removeAttemptRecord(attemptId)`: Promise<void>
 * - Each write and removal is announced to the other tabs (`attempt-changes.ts`:
 *   `subscribeToAttemptChanges(listener)`); an update's `writer` goes with its announcement.
 * - `attemptKeepMs`. The database's name and stores are `attemptDatabase` (`attempt-database.ts`).
 *
 * Storage: IndexedDB database `exam_attempts`; store `attempts` holds one header per attempt
 * (everything but the answers), store `answers` one record per answered question, keyed
 * `[attemptId, questionId]`, with its `sentSeq`. Writes use `durability: 'strict'`, so a completed
 * transaction survives the browser process being killed (local storage is written lazily and
 * lost the last seconds). Attempts kept in local storage `exam_attempts` by earlier versions are
 * moved in on the first open, and so are the owners an earlier version noted beside the records
 * (local storage `exam_attempt_owners`). A damaged record is dropped alone; records are forgotten
 * `attemptKeepMs` after their deadline.
 */

/** A record outlives its deadline this long: a submission queued offline may be sent days later. */
export const attemptKeepMs = 30 * 24 * 3600_000;

type AttemptHeader = Omit<AttemptRecord, 'answers' | 'sentSeqs'>;

/** What is read back is checked: a damaged record is dropped alone. */
const answerEntrySchema = v.object({
  questionId: v.number(),
  answer: v.nullable(v.picklist(['A', 'B', 'C', 'D', 'E'])),
  answeredAt: v.string(),
  seq: v.number(),
}) satisfies v.GenericSchema<AnswerEntry>;

const storedAnswerSchema = v.object({ ...answerEntrySchema.entries, attemptId: v.string(), sentSeq: v.number() });
type StoredAnswer = v.InferOutput<typeof storedAnswerSchema>;

const notCountedSchema = v.object({
  questionId: v.number(),
  answer: v.nullable(v.picklist(['A', 'B', 'C', 'D', 'E'])),
  reason: v.picklist(['submitted-elsewhere', 'gone', 'attempt-gone', 'after-deadline']),
}) satisfies v.GenericSchema<NotCountedAnswer>;

const headerSchema = v.object({
  attemptId: v.string(),
  owner: v.optional(v.string()),
  examId: v.number(),
  enrollmentId: v.number(),
  deadline: v.string(),
  lastSeq: v.number(),
  flagged: v.array(v.number()),
  currentQuestionId: v.nullable(v.number()),
  submission: v.nullable(v.object({ id: v.string(), submittedAt: v.string() })),
  solvedExamId: v.nullable(v.number()),
  // Headers stored before answers could be refused for good, or moved, have none.
  notCounted: v.optional(v.array(notCountedSchema), []),
  movedFrom: v.optional(v.array(v.string()), []),
}) satisfies v.GenericSchema<unknown, AttemptHeader>;

/** An attempt as the version that kept them in local storage wrote it: answers by question, one `sentSeq` mark. */
const legacyRecordSchema = v.object({ ...headerSchema.entries, answers: v.looseObject({}), sentSeq: v.number() });

export const isAnswerEntry = (value: unknown): value is AnswerEntry => v.is(answerEntrySchema, value);

const isStoredAnswer = (value: unknown): value is StoredAnswer => v.is(storedAnswerSchema, value);

const isKept = (header: AttemptHeader, now: number) => Date.parse(header.deadline) + attemptKeepMs > now;

/** The record as stored for `owner`; a record naming nobody (no session) keeps no `owner` field. */
function withOwner(record: AttemptRecord, owner: ExamOwner): AttemptRecord {
  const { owner: _owner, ...rest } = record;
  return owner === undefined ? rest : { ...rest, owner };
}

function headerOf(record: AttemptRecord): AttemptHeader {
  const { answers: _answers, sentSeqs: _sentSeqs, ...header } = record;
  return header;
}

function storedAnswersOf(record: AttemptRecord): StoredAnswer[] {
  return Object.values(record.answers).map(({ questionId, answer, answeredAt, seq }) => ({
    attemptId: record.attemptId,
    questionId,
    answer,
    answeredAt,
    seq,
    sentSeq: record.sentSeqs[questionId] ?? 0,
  }));
}

function recordOf(header: AttemptHeader, stored: StoredAnswer[]): AttemptRecord {
  const answers: Record<string, AnswerEntry> = {};
  const sentSeqs: Record<string, number> = {};
  for (const { questionId, answer, answeredAt, seq, sentSeq } of stored) {
    answers[questionId] = { questionId, answer, answeredAt, seq };
    if (sentSeq > 0) sentSeqs[questionId] = sentSeq;
  }
  return { ...header, answers, sentSeqs };
}

const sameStoredAnswer = (a: StoredAnswer | undefined, b: StoredAnswer) =>
  a !== undefined &&
  a.answer === b.answer &&
  a.seq === b.seq &&
  a.sentSeq === b.sentSeq &&
  a.answeredAt === b.answeredAt;

const answersOfAttempt = (attemptId: string) => IDBKeyRange.bound([attemptId, -Infinity], [attemptId, Infinity]);

/** Records of the version that kept every attempt in one local-storage entry, with one `sentSeq` mark. */
function legacyRecords(): AttemptRecord[] {
  const stored = readStored(storageKeys.examAttempts, { schema: v.looseObject({}) });
  return Object.values(stored ?? {}).flatMap((value) => {
    if (!v.is(legacyRecordSchema, value)) return [];
    const answers = Object.values(value.answers).filter(isAnswerEntry);
    const sentSeq = value.sentSeq;
    const sentSeqs = Object.fromEntries(
      answers.filter((entry) => entry.seq <= sentSeq).map((entry) => [entry.questionId, entry.seq]),
    );
    const header: AttemptHeader = {
      attemptId: value.attemptId,
      examId: value.examId,
      enrollmentId: value.enrollmentId,
      deadline: value.deadline,
      lastSeq: value.lastSeq,
      flagged: value.flagged,
      currentQuestionId: value.currentQuestionId,
      submission: value.submission,
      solvedExamId: value.solvedExamId,
      notCounted: [], // that version settled no refusal to name
      movedFrom: [],
    };
    return [{ ...header, answers: Object.fromEntries(answers.map((entry) => [entry.questionId, entry])), sentSeqs }];
  });
}

const openDatabase = databaseOpener({
  name: attemptDatabase.name,
  version: attemptDatabase.version,
  upgrade: (db) => {
    db.createObjectStore(attemptDatabase.attempts, { keyPath: 'attemptId' });
    db.createObjectStore(attemptDatabase.answers, { keyPath: ['attemptId', 'questionId'] });
  },
  opened: async (db) => {
    await moveLegacyRecords(db);
    await moveLegacyOwners(db);
  },
});

/** The owners an earlier version noted beside the records move into them; the note goes once they are in. */
async function moveLegacyOwners(db: IDBDatabase) {
  const owners = readStored(storageKeys.examAttemptOwners, { schema: storedRecord(v.string()) });
  if (owners === null) return;
  try {
    await inStores(db, 'readwrite', async (stores) => {
      for (const [attemptId, owner] of Object.entries(owners)) await claimIn(stores, attemptId, owner);
    });
    removeStored(storageKeys.examAttemptOwners);
  } catch (error) {
    console.warn('Could not move the exam attempt owners into their records yet', error);
  }
}

/** Local storage `exam_attempts` moves in once; it stays where it is while the move fails. */
async function moveLegacyRecords(db: IDBDatabase) {
  const now = Date.now();
  const records = legacyRecords().filter((record) => isKept(record, now));
  try {
    if (records.length > 0) {
      await inStores(db, 'readwrite', async (stores) => {
        for (const record of records) {
          const stored = await readIn(stores, record.attemptId, now);
          await writeIn(stores, stored ? withAnswers(stored, Object.values(record.answers)) : record, stored);
        }
      });
    }
    removeStored(storageKeys.examAttempts);
  } catch (error) {
    console.warn('Could not move the exam attempts out of local storage yet', error);
  }
}

interface Stores {
  attempts: IDBObjectStore;
  answers: IDBObjectStore;
}

/** Runs `work` in one transaction over both stores (lib/storage/indexed-db.ts: resolves once completed). */
const inStores = <T>(db: IDBDatabase, mode: IDBTransactionMode, work: (stores: Stores) => Promise<T>) =>
  inTransaction(db, [attemptDatabase.attempts, attemptDatabase.answers], mode, (transaction) =>
    work({
      attempts: transaction.objectStore(attemptDatabase.attempts),
      answers: transaction.objectStore(attemptDatabase.answers),
    }),
  );

async function readIn(stores: Stores, attemptId: string, now: number): Promise<AttemptRecord | null> {
  const [header, answers] = await Promise.all([
    requestResult(stores.attempts.get(attemptId) as IDBRequest<unknown>),
    requestResult(stores.answers.getAll(answersOfAttempt(attemptId)) as IDBRequest<unknown[]>),
  ]);
  const parsed = v.safeParse(headerSchema, header);
  if (!parsed.success || parsed.output.attemptId !== attemptId || !isKept(parsed.output, now)) return null;
  return recordOf(parsed.output, answers.filter(isStoredAnswer));
}

/** The record stored under `attemptId`, or the one it moved into (`moveAttemptRecord`). */
async function resolveIn(stores: Stores, attemptId: string, now: number): Promise<AttemptRecord | null> {
  const stored = await readIn(stores, attemptId, now);
  if (stored) return stored;
  const headers = await requestResult(stores.attempts.getAll() as IDBRequest<unknown[]>);
  const into = headers
    .flatMap((header) => {
      const parsed = v.safeParse(headerSchema, header);
      return parsed.success ? [parsed.output] : [];
    })
    .find((header) => header.movedFrom.includes(attemptId));
  return into ? readIn(stores, into.attemptId, now) : null;
}

/** Writes what differs from `before`: the header, each changed answer, and removes the answers gone. */
async function writeIn(stores: Stores, record: AttemptRecord, before: AttemptRecord | null) {
  const previous = new Map(before ? storedAnswersOf(before).map((answer) => [answer.questionId, answer]) : []);
  const writes: Promise<unknown>[] = [requestResult(stores.attempts.put(headerOf(record)))];
  for (const answer of storedAnswersOf(record)) {
    if (!sameStoredAnswer(previous.get(answer.questionId), answer))
      writes.push(requestResult(stores.answers.put(answer)));
    previous.delete(answer.questionId);
  }
  for (const questionId of previous.keys())
    writes.push(requestResult(stores.answers.delete([record.attemptId, questionId])));
  await Promise.all(writes);
}

/** Names `owner` in the header of `attemptId` when it names nobody yet. */
async function claimIn(stores: Stores, attemptId: string, owner: string) {
  const parsed = v.safeParse(headerSchema, await requestResult(stores.attempts.get(attemptId) as IDBRequest<unknown>));
  if (parsed.success && parsed.output.owner === undefined)
    await requestResult(stores.attempts.put({ ...parsed.output, owner }));
}

export async function readAttemptRecord(attemptId: string, now = Date.now()): Promise<AttemptRecord | null> {
  const db = await openDatabase();
  const record = await inStores(db, 'readonly', (stores) => resolveIn(stores, attemptId, now));
  return record && ownedBy(record.owner) ? record : null;
}

export async function readAttemptRecords(now = Date.now()): Promise<AttemptRecord[]> {
  const taker = examTaker();
  return (await readAttemptRecordsOnDevice(now)).filter((record) => ownedBy(record.owner, taker));
}

export async function claimAttemptRecord(attemptId: string, owner: string): Promise<void> {
  const db = await openDatabase();
  await inStores(db, 'readwrite', (stores) => claimIn(stores, attemptId, owner));
}

export async function readAttemptRecordsOnDevice(now = Date.now()): Promise<AttemptRecord[]> {
  const db = await openDatabase();
  return inStores(db, 'readonly', async (stores) => {
    const ids = (await requestResult(stores.attempts.getAllKeys())).filter(
      (id): id is string => typeof id === 'string',
    );
    const records = await Promise.all(ids.map((id) => readIn(stores, id, now)));
    return records.filter((record): record is AttemptRecord => record !== null);
  });
}

export async function updateAttemptRecord(
  known: AttemptRecord,
  change: (record: AttemptRecord) => AttemptRecord,
  now = Date.now(),
  writer?: string,
): Promise<AttemptRecord> {
  const taker = examTaker();
  const db = await openDatabase();
  const record = await inStores(db, 'readwrite', async (stores) => {
    const stored = await resolveIn(stores, known.attemptId, now);
    if (!ownedBy((stored ?? known).owner, taker)) throw new NotTheOwnerError(known.attemptId);
    const changed = withOwner(change(stored ?? known), stored?.owner ?? taker);
    await writeIn(stores, changed, stored);
    return changed;
  });
  announceAttemptChange(record.attemptId, writer);
  return record;
}

export async function moveAttemptRecord(
  fromAttemptId: string,
  toAttemptId: string,
  merge: (from: AttemptRecord, target: AttemptRecord | null) => AttemptRecord,
  now = Date.now(),
): Promise<void> {
  const taker = examTaker();
  const db = await openDatabase();
  const moved = await inStores(db, 'readwrite', async (stores) => {
    const from = await readIn(stores, fromAttemptId, now);
    if (!from) return false;
    const target = await readIn(stores, toAttemptId, now);
    if (!ownedBy(from.owner, taker) || !ownedBy(target?.owner, taker)) throw new NotTheOwnerError(fromAttemptId);
    const merged = withOwner(merge(from, target), from.owner ?? taker);
    await writeIn(stores, { ...merged, movedFrom: [...new Set([...(merged.movedFrom ?? []), fromAttemptId])] }, target);
    await deleteIn(stores, fromAttemptId);
    return true;
  });
  if (!moved) return;
  announceAttemptChange(fromAttemptId);
  announceAttemptChange(toAttemptId);
}

export async function writeAttemptRecord(record: AttemptRecord, now = Date.now()): Promise<void> {
  await updateAttemptRecord(record, () => record, now);
}

const deleteIn = (stores: Stores, attemptId: string) =>
  Promise.all([
    requestResult(stores.attempts.delete(attemptId)),
    requestResult(stores.answers.delete(answersOfAttempt(attemptId))),
  ]);

export async function removeAttemptRecord(attemptId: string): Promise<void> {
  const db = await openDatabase();
  await inStores(db, 'readwrite', (stores) => deleteIn(stores, attemptId));
  announceAttemptChange(attemptId);
}
