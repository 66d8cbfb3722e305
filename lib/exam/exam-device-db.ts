import { databaseOpener, inTransaction, requestResult } from '@/lib/storage/indexed-db';

/**
 * The exams this device keeps for offline use, in IndexedDB: `papers` (the questions of an exam,
 * kept by the student or at the start of an attempt) and `attempts` (what is needed to reopen an
 * attempt without the server). Both keyed by `key` = `examId/enrollmentId`. Writes are on disk
 * when the promise resolves (lib/storage/indexed-db.ts).
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

export const getKept = (store: ExamStoreName, key: string) =>
  run<unknown>(store, 'readonly', (objects) => objects.get(key));

export const getAllKept = (store: ExamStoreName) => run<unknown[]>(store, 'readonly', (objects) => objects.getAll());

/** The keys alone: no record is read back (a paper holds a whole exam). */
export const getAllKeptKeys = (store: ExamStoreName) =>
  run<IDBValidKey[]>(store, 'readonly', (objects) => objects.getAllKeys());

export const putKept = (store: ExamStoreName, value: { key: string }) =>
  run(store, 'readwrite', (objects) => objects.put(value)).then(() => undefined);

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
