import { test, type Page } from '@playwright/test';

/**
 * Everything the site's origin keeps on the device, area by area: local storage, session storage,
 * every IndexedDB database (`indexedDB.databases()`) with every record of every store, and every
 * Cache Storage cache (the worker's precache and its API answers, downloaded videos and kept
 * courses, the PDF engine) with the URL of every entry. The service worker shares these with the
 * page: they are its caches too.
 */
export interface DeviceStorage {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDB: Record<string, Record<string, unknown[]>>;
  caches: Record<string, string[]>;
}

export function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const request = <T>(opening: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      databases[name] = {};
      for (const store of Array.from(database.objectStoreNames))
        databases[name][store] = await request(database.transaction(store).objectStore(store).getAll());
      database.close();
    }
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys())
      cached[name] = (await (await caches.open(name)).keys()).map((key) => key.url);
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: databases,
      caches: cached,
    };
  });
}

/**
 * Where anything in `words` (a name, a course, a token) is found on the device: `area/key` for
 * each value, record or URL holding one. Notes in the test's report which areas it looked in.
 */
export function placesHolding(storage: DeviceStorage, words: readonly string[]): string[] {
  const areas = [
    ...Object.keys(storage.localStorage).map((key) => `localStorage/${key}`),
    ...Object.keys(storage.sessionStorage).map((key) => `sessionStorage/${key}`),
    ...Object.entries(storage.indexedDB).flatMap(([name, stores]) =>
      Object.keys(stores).map((store) => `indexedDB/${name}/${store}`),
    ),
    ...Object.keys(storage.caches).map((name) => `caches/${name}`),
  ];
  test.info().annotations.push({ type: 'storage areas looked in', description: areas.join(', ') });
  const holds = (value: unknown) => {
    const text = JSON.stringify(value);
    return words.some((word) => text.includes(word));
  };
  return [
    ...Object.entries(storage.localStorage)
      .filter(([, value]) => holds(value))
      .map(([key]) => `localStorage/${key}`),
    ...Object.entries(storage.sessionStorage)
      .filter(([, value]) => holds(value))
      .map(([key]) => `sessionStorage/${key}`),
    ...Object.entries(storage.indexedDB).flatMap(([name, stores]) =>
      Object.entries(stores)
        .filter(([, records]) => holds(records))
        .map(([store]) => `indexedDB/${name}/${store}`),
    ),
    ...Object.entries(storage.caches)
      .filter(([, urls]) => holds(urls))
      .map(([name]) => `caches/${name}`),
  ];
}

/**
 * Everything one IndexedDB store of the site holds, [] when the database was never created (it is
 * then left uncreated: the app's own first open must still set it up).
 */
export const storedRecords = (page: Page, database: string, store: string) =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction(storeName).objectStore(storeName).getAll();
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    [database, store] as const,
  );

/** The exam attempts on the device with an answer the server has not confirmed (decision 12: one record per answer). */
export async function unsentAttemptIds(page: Page): Promise<string[]> {
  const answers = (await storedRecords(page, 'exam_attempts', 'answers')) as Array<{
    attemptId: string;
    seq: number;
    sentSeq: number;
  }>;
  return [...new Set(answers.filter((answer) => answer.seq > answer.sentSeq).map((answer) => answer.attemptId))];
}

/**
 * Drops every API answer kept on the device for a slow connection (the `kept-answers` database's
 * records), as a device that never kept one: the page's open connection to it stays usable.
 */
export function forgetKeptAnswers(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('kept-answers');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const stores = Array.from(database.objectStoreNames);
          if (stores.length === 0) return resolve(database.close());
          const clearing = database.transaction(stores, 'readwrite');
          for (const store of stores) clearing.objectStore(store).clear();
          clearing.oncomplete = () => resolve(database.close());
          clearing.onerror = () => reject(clearing.error);
        };
      }),
  );
}

/** Whether any API answer is kept on the device (the `kept-answers` database holds a record). */
export async function holdsKeptAnswers(page: Page): Promise<boolean> {
  return (await storedRecords(page, 'kept-answers', 'answers')).length > 0;
}
