/**
 * The one way this portal uses IndexedDB (decision 54): every database is opened through
 * `databaseOpener`, every read and write runs in `inTransaction`, and requests are awaited with
 * `requestResult`.
 */

export interface DatabaseDefinition {
  name: string;
  version: number;
  /** Creates the stores of a new (or older) database; runs inside the upgrade transaction. */
  upgrade: (database: IDBDatabase) => void;
  /** Work done once after each open, before anyone else uses the connection (e.g. moving old data in). */
  opened?: (database: IDBDatabase) => Promise<void>;
}

/**
 * A function that opens the database once and hands out the same connection afterwards. A failed
 * open is forgotten, so the next call tries again (space may have been freed); a connection another
 * tab asks to upgrade is closed and forgotten, so a newer version of the portal is never blocked.
 */
export function databaseOpener(definition: DatabaseDefinition): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      const request = indexedDB.open(definition.name, definition.version);
      request.onupgradeneeded = () => definition.upgrade(request.result);
      request.onsuccess = () => {
        const database = request.result;
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
      request.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
    })
      .then(async (database) => {
        await definition.opened?.(database);
        return database;
      })
      .catch((error: unknown) => {
        opening = null;
        throw error;
      });
    return opening;
  };
}

/** The result of one request, or its error. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Runs `work` in one transaction over `stores` and resolves with its result once the transaction
 * has completed: for a write, on disk (`strict` durability), so the caller may say it is kept.
 * A failure of `work` aborts the whole transaction, so nothing half-written stays.
 */
export async function inTransaction<T>(
  database: IDBDatabase,
  stores: string | readonly string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => Promise<T>,
): Promise<T> {
  const transaction = database.transaction(stores as string | string[], mode, {
    durability: mode === 'readwrite' ? 'strict' : 'default',
  });
  const completed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
  completed.catch(() => undefined); // awaited below; this only keeps an early abort from counting as unhandled
  let result: T;
  try {
    result = await work(transaction);
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // already finished or aborted
    }
    throw error;
  }
  await completed;
  return result;
}

/**
 * Deletes a whole database, every store and record of it. The portal's own connections close when
 * asked (`databaseOpener`); one that another page keeps open blocks the delete, which then rejects:
 * the caller says what could not be removed, and trying again after that page closed succeeds.
 */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      resolve();
      return;
    }
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB delete failed'));
    request.onblocked = () => reject(new Error(`IndexedDB delete of ${name} blocked by another connection`));
  });
}
