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
