import { databaseOpener, inTransaction, requestResult } from '@/lib/storage/indexed-db';
import { examTaker, NotTheOwnerError, ownedBy } from './attempt-owner';

/**
 * The exams this device keeps for offline use, in IndexedDB: `papers` (the questions of an exam,
 * kept by the student or at the start of an attempt) and `attempts` (what is needed to reopen an
 * attempt without the server). Both keyed by `key` = `examId/enrollmentId`. Writes are on disk
 * when the promise resolves (lib/storage/indexed-db.ts). Each is stamped with the student it was
 * kept for (`owner`, attempt-owner.ts); reads give the signed-in student theirs only, the
 * shared-device clean-up (`deleteKeptExcept`, `getAllKeptOnDevice`) sees them all.
 */
type ExamStoreName = 'papers' | 'attempts';

const openDatabase = databaseOpener({
  name: 'exams-offline',
  version: 1,
  upgrade: (database) => {
    database.createObjectStore('papers', { keyPath: 'key' });
    database.createObjectStore('attempts', { keyPath: 'key' });
  },
});

async function run<T>(
  store: ExamStoreName,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  return inTransaction(database, store, mode, (transaction) => requestResult(act(transaction.objectStore(store))));
}

const ownerOf = (value: unknown) => {
  const owner = (value as { owner?: unknown } | null)?.owner;
  return typeof owner === 'string' ? owner : undefined;
};

/** What the signed-in student may read of what is kept. */
const own = (value: unknown) => ownedBy(ownerOf(value));

export const getKept = (store: ExamStoreName, key: string) =>
  run<unknown>(store, 'readonly', (objects) => objects.get(key)).then((value) => (own(value) ? value : undefined));

/** Every paper or attempt the signed-in student keeps. */
export const getAllKept = (store: ExamStoreName) =>
  run<unknown[]>(store, 'readonly', (objects) => objects.getAll()).then((values) => values.filter(own));

/** Everything kept on the device, whoever's: only the end of a session looks at it (what stays, what goes). */
export const getAllKeptOnDevice = (store: ExamStoreName) =>
  run<unknown[]>(store, 'readonly', (objects) => objects.getAll());

/** Keeps `value` as the signed-in student's; refused when another student's is kept under its key. */
export async function putKept(store: ExamStoreName, value: { key: string }): Promise<void> {
  const owner = examTaker();
  const database = await openDatabase();
  await inTransaction(database, store, 'readwrite', async (transaction) => {
    const objects = transaction.objectStore(store);
    if (!ownedBy(ownerOf(await requestResult(objects.get(value.key))), owner)) throw new NotTheOwnerError(value.key);
    await requestResult(objects.put({ ...value, owner }));
  });
}

/** The keys of the signed-in student's papers or attempts (the records are read to know whose they are). */
export const getAllKeptKeys = (store: ExamStoreName) =>
  getAllKept(store).then((values) => values.map((value) => (value as { key: string }).key));

export const deleteKept = (store: ExamStoreName, key: string) =>
  run(store, 'readwrite', (objects) => objects.delete(key)).then(() => undefined);

/** Removes every paper and attempt kept but those under `keep`, in one transaction (on disk when it resolves). */
export async function deleteKeptExcept(keep: ReadonlySet<string>): Promise<void> {
  const database = await openDatabase();
  const stores: ExamStoreName[] = ['papers', 'attempts'];
  await inTransaction(database, stores, 'readwrite', async (transaction) => {
    await Promise.all(
      stores.map(async (store) => {
        const objects = transaction.objectStore(store);
        const keys = await requestResult(objects.getAllKeys());
        await Promise.all(
          keys
            .filter((key) => typeof key !== 'string' || !keep.has(key))
            .map((key) => requestResult(objects.delete(key))),
        );
      }),
    );
  });
}

/** The key of one exam as one enrollment takes it. */
export const examKey = (examId: number | string, enrollmentId: number | string) => `${examId}/${enrollmentId}`;
