import * as v from 'valibot';
import { sessionMaxAgeMs } from '@/lib/session/session';
import { isCurrentSession } from '@/lib/session/session-end';
import { databaseOpener, deleteDatabase, inTransaction, requestResult } from '@/lib/storage/indexed-db';
import { storageKeys } from '@/lib/storage/keys';
import { clockSkewAllowanceMs, removeStored } from '@/lib/storage/stored-value';

/**
 * The student's own API answers kept on this device (decision 44): one IndexedDB record per read,
 * with the session it was read under, its student and when it was saved. The answer is kept as
 * the API gave it and checked again, by the same schema as a fresh one, when it is read back
 * (lib/api/endpoints.ts). Product.md section 5's rule for stored values (no script text) is for the
 * spec's own local-storage items: a course named "JavaScript: Functions <script>" is kept here and
 * drawn as text like any other.
 */

const databaseName = 'kept-answers';
const storeName = 'answers';

/** One kept answer as it is stored; anything else in the store counts as absent. */
const keptRecordSchema = v.object({
  path: v.string(),
  student: v.string(),
  sessionId: v.string(),
  savedAt: v.pipe(v.number(), v.finite()),
  answer: v.unknown(),
});
type KeptRecord = v.InferOutput<typeof keptRecordSchema>;

export interface KeptAnswer {
  answer: unknown;
  savedAt: number;
}

/** Whose answers they are: the session they were read under and its student. */
export interface KeptFor {
  sessionId: string;
  student: string;
}

/** A copy older than a session can be is never shown: no session could be restored to show it with. */
export const keptAnswerMaxAgeMs = sessionMaxAgeMs;

/** Enough for every screen a student moves between (course list, courses, materials, summaries); the oldest go first. */
export const keptAnswerLimit = 60;

const openKeptAnswers = databaseOpener({
  name: databaseName,
  version: 1,
  upgrade: (database) => {
    database.createObjectStore(storeName, { keyPath: 'path' }).createIndex('savedAt', 'savedAt');
  },
});

/** Older than the limit, or saved in the future beyond the clock-skew allowance (as stored values are). */
const isFresh = (savedAt: number, now: number) =>
  now - savedAt <= keptAnswerMaxAgeMs && savedAt - now <= clockSkewAllowanceMs;

const isOf = (record: KeptRecord, owner: KeptFor) =>
  record.sessionId === owner.sessionId && record.student === owner.student;

/**
 * The session's kept answers, read from IndexedDB once per session so the screens' first frames
 * read them synchronously (`readKeptAnswer`), as they did from local storage.
 */
let loaded: (KeptFor & { answers: Map<string, KeptAnswer> }) | null = null;
let loading: { sessionId: string; done: Promise<void> } | null = null;

async function readRecords(owner: KeptFor, now: number): Promise<Map<string, KeptAnswer>> {
  const database = await openKeptAnswers();
  const records: unknown[] = await inTransaction(database, storeName, 'readonly', (transaction) =>
    requestResult(transaction.objectStore(storeName).getAll()),
  );
  const answers = new Map<string, KeptAnswer>();
  const others: string[] = [];
  for (const record of records) {
    if (!v.is(keptRecordSchema, record)) continue;
    if (!isOf(record, owner)) others.push(record.path);
    else if (isFresh(record.savedAt, now)) answers.set(record.path, { answer: record.answer, savedAt: record.savedAt });
  }
  // Another session's answers (one that ended without its end reaching the device) are never read, and go.
  if (others.length > 0)
    await inTransaction(database, storeName, 'readwrite', async (transaction) => {
      others.forEach((path) => transaction.objectStore(storeName).delete(path));
    }).catch((error: unknown) => console.warn('Answers of an earlier session were not removed', error));
  return answers;
}

/**
 * Reads the session's kept answers into memory; the same promise for the same session. A device
 * that cannot read them (no IndexedDB, a failing disk) draws without them, from the network.
 */
export function loadKeptAnswers(owner: KeptFor, now = Date.now()): Promise<void> {
  if (loading?.sessionId === owner.sessionId) return loading.done;
  const done = readRecords(owner, now).then(
    (answers) => {
      if (loading?.done === done) loaded = { ...owner, answers };
    },
    (error: unknown) => console.warn('The screens kept on this device could not be read', error),
  );
  loading = { sessionId: owner.sessionId, done };
  return done;
}

/** The answer kept at `path` for this session and student, read into memory before; null when none, or too old. */
export function readKeptAnswer(path: string, owner: KeptFor, now = Date.now()): KeptAnswer | null {
  if (loaded === null || loaded.sessionId !== owner.sessionId || loaded.student !== owner.student) return null;
  const kept = loaded.answers.get(path);
  return kept !== undefined && isFresh(kept.savedAt, now) ? kept : null;
}

/** Deletes the oldest records beyond the limit, in the transaction that added one. */
async function evictOldest(store: IDBObjectStore): Promise<void> {
  let excess = (await requestResult(store.count())) - keptAnswerLimit;
  if (excess <= 0) return;
  await new Promise<void>((resolve, reject) => {
    const cursor = store.index('savedAt').openCursor();
    cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at === null || excess <= 0) return resolve();
      at.delete();
      excess -= 1;
      at.continue();
    };
  });
}

/**
 * Keeps `answer` as the copy of `path` for the session it was read under, if that session is still
 * the current one: checked again right before the write's transaction starts, so a write is either
 * ordered before a session end's delete or never made. A device that cannot keep it draws from the
 * network next time: a kept copy is a head start, never a condition, so nobody waits for the
 * write (the promise is for tests).
 */
export function keepAnswer(path: string, answer: unknown, owner: KeptFor, now = Date.now()): Promise<void> {
  if (!isCurrentSession(owner.sessionId)) return Promise.resolve();
  if (loaded?.sessionId === owner.sessionId) loaded.answers.set(path, { answer, savedAt: now });
  const record: KeptRecord = { path, ...owner, savedAt: now, answer };
  return openKeptAnswers()
    .then((database) => {
      if (!isCurrentSession(owner.sessionId)) return;
      return inTransaction(database, storeName, 'readwrite', async (transaction) => {
        const store = transaction.objectStore(storeName);
        await requestResult(store.put(record));
        await evictOldest(store);
      });
    })
    .catch((error: unknown) => console.warn('An answer was not kept on this device', error));
}

/**
 * A session's end (decision 22): every kept answer leaves the device, the database with them, and
 * the local-storage item an earlier version kept them in. Rejects when they could not be removed
 * (another page holding the database open), for the session's end to say so.
 */
export async function forgetKeptAnswers(): Promise<void> {
  loaded = null;
  loading = null;
  removeStored(storageKeys.keptAnswers);
  await deleteDatabase(databaseName);
}
