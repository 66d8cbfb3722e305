/**
 * The exams this device keeps for offline use, in IndexedDB: `papers` (the questions of an exam,
 * kept by the student or at the start of an attempt) and `attempts` (what is needed to reopen an
 * attempt without the server). Both keyed by `key` = `examId/enrollmentId`. Writes use strict
 * durability: they are on disk when the promise resolves.
 */
const databaseName = 'exams-offline';
type ExamStoreName = 'papers' | 'attempts';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('papers', { keyPath: 'key' });
      request.result.createObjectStore('attempts', { keyPath: 'key' });
    };
    request.onsuccess = () => {
      // Another tab upgrading later must not be blocked by this one.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(
  store: ExamStoreName,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(store, mode, { durability: 'strict' });
    const request = act(transaction.objectStore(store));
    // Resolved when the transaction is committed, not when the request is done: then it is on disk.
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const getKept = (store: ExamStoreName, key: string) =>
  run<unknown>(store, 'readonly', (objects) => objects.get(key));

export const getAllKept = (store: ExamStoreName) => run<unknown[]>(store, 'readonly', (objects) => objects.getAll());

export const putKept = (store: ExamStoreName, value: { key: string }) =>
  run<IDBValidKey>(store, 'readwrite', (objects) => objects.put(value)).then(() => undefined);

export const deleteKept = (store: ExamStoreName, key: string) =>
  run<undefined>(store, 'readwrite', (objects) => objects.delete(key)).then(() => undefined);

/** Removes every paper and attempt kept but those under `keep`, in one transaction (on disk when it resolves). */
export async function deleteKeptExcept(keep: ReadonlySet<string>): Promise<void> {
  const database = await openDatabase();
  const stores: ExamStoreName[] = ['papers', 'attempts'];
  return new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(stores, 'readwrite', { durability: 'strict' });
    for (const store of stores) {
      const objects = transaction.objectStore(store);
      const keys = objects.getAllKeys();
      keys.onsuccess = () =>
        keys.result.forEach((key) => {
          if (typeof key !== 'string' || !keep.has(key)) objects.delete(key);
        });
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The key of one exam as one enrollment takes it. */
export const examKey = (examId: number | string, enrollmentId: number | string) => `${examId}/${enrollmentId}`;
