import 'fake-indexeddb/auto';
import { storageKeys } from '@/lib/storage/keys';
import { attemptDatabase, mayKeepAttempts } from './attempt-database';
import { readAttemptRecords } from './attempt-storage';

describe('mayKeepAttempts', () => {
  afterEach(() => localStorage.clear());

  it('is true while an earlier version’s attempts wait in local storage to be moved in', async () => {
    expect(await mayKeepAttempts()).toBe(false);
    localStorage.setItem(storageKeys.examAttempts, '{}');
    expect(await mayKeepAttempts()).toBe(true);
  });

  it('is false on a device that never kept an exam attempt, and true once their database exists', async () => {
    expect(await mayKeepAttempts()).toBe(false);
    await readAttemptRecords();
    expect((await indexedDB.databases()).map(({ name }) => name)).toContain(attemptDatabase.name);
    expect(await mayKeepAttempts()).toBe(true);
  });
});
