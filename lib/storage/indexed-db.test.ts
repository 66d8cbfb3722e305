import 'fake-indexeddb/auto';
import { databaseOpener, deleteDatabase, inTransaction, requestResult } from './indexed-db';

let databaseCount = 0;
/** A database of its own for each test, with one store `items` keyed by `id`. */
function testDatabase(opened?: (database: IDBDatabase) => Promise<void>) {
  const name = `indexed-db-test-${++databaseCount}`;
  const open = databaseOpener({
    name,
    version: 1,
    upgrade: (database) => database.createObjectStore('items', { keyPath: 'id' }),
    opened,
  });
  return { name, open };
}

const put = (database: IDBDatabase, value: { id: number }) =>
  inTransaction(database, 'items', 'readwrite', (transaction) =>
    requestResult(transaction.objectStore('items').put(value)),
  );
const getAll = (database: IDBDatabase) =>
  inTransaction(database, ['items'], 'readonly', (transaction) =>
    requestResult(transaction.objectStore('items').getAll()),
  );

describe('IndexedDB helper', () => {
  it('opens a database once, creating its stores, and hands out the same connection', async () => {
    const opened = jest.fn(() => Promise.resolve());
    const { open } = testDatabase(opened);
    const first = await open();
    expect(await open()).toBe(first);
    expect(opened).toHaveBeenCalledTimes(1);
    expect([...first.objectStoreNames]).toEqual(['items']);
    expect(first.version).toBe(1);
  });

  it('resolves a write with its result once the transaction has completed, so a new connection reads it', async () => {
    const { name, open } = testDatabase();
    const database = await open();
    expect(await put(database, { id: 7 })).toBe(7);
    const other = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
    });
    expect(await getAll(other)).toEqual([{ id: 7 }]);
    other.close();
  });

  it('asks for strict durability on writes', async () => {
    const database = await testDatabase().open();
    const transaction = jest.spyOn(database, 'transaction');
    await put(database, { id: 1 });
    expect(transaction).toHaveBeenCalledWith('items', 'readwrite', { durability: 'strict' });
  });

  it('aborts the whole transaction when the work throws: nothing half-written stays', async () => {
    const database = await testDatabase().open();
    const failing = inTransaction(database, 'items', 'readwrite', async (transaction) => {
      await requestResult(transaction.objectStore('items').put({ id: 1 }));
      throw new Error('second step failed');
    });
    await expect(failing).rejects.toThrow('second step failed');
    expect(await getAll(database)).toEqual([]);
  });

  it('rejects a request that fails with its error', async () => {
    const database = await testDatabase().open();
    await put(database, { id: 1 });
    const adding = inTransaction(database, 'items', 'readwrite', (transaction) =>
      requestResult(transaction.objectStore('items').add({ id: 1 })),
    );
    await expect(adding).rejects.toMatchObject({ name: 'ConstraintError' });
  });

  it('lets another tab upgrade: the connection closes and is not handed out again', async () => {
    const { name, open } = testDatabase();
    await open();
    const upgraded = await new Promise<number>((resolve, reject) => {
      const upgrade = indexedDB.open(name, 2);
      upgrade.onsuccess = () => {
        upgrade.result.close();
        resolve(upgrade.result.version);
      };
      upgrade.onblocked = () => reject(new Error('blocked'));
    });
    expect(upgraded).toBe(2);
    // Opened anew: this (older) version now meets the newer database.
    await expect(open()).rejects.toMatchObject({ name: 'VersionError' });
  });

  it('tries again after a failed open', async () => {
    const opened = jest.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    const { open } = testDatabase(opened);
    await expect(open()).rejects.toThrow('disk full');
    await expect(open()).resolves.toBeDefined();
    expect(opened).toHaveBeenCalledTimes(2);
  });
});

describe('deleting a database', () => {
  it('removes it whole, closing the portal’s own connection, and the next open starts empty', async () => {
    const { name, open } = testDatabase();
    await put(await open(), { id: 1 });
    await deleteDatabase(name);
    expect(await getAll(await open())).toEqual([]);
  });

  it('fails while a connection that does not close keeps it open, and succeeds once it is closed', async () => {
    const { name, open } = testDatabase();
    await put(await open(), { id: 1 });
    const blocking = await requestResult(indexedDB.open(name));
    await expect(deleteDatabase(name)).rejects.toThrow(/blocked/);
    blocking.close();
    await deleteDatabase(name);
    expect(await getAll(await open())).toEqual([]);
  });
});
