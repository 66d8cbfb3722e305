import { databaseOpener, inTransaction, requestResult } from '@/lib/storage/indexed-db';

/**
 * What the service worker knows of the portal's session, which it cannot read from local storage:
 * until when a session is current on this device (IndexedDB `portal-session`, one record). The
 * page writes it when a session is signed in or restored, and moves it on while a shared computer
 * is in use (its idle time); the session's end removes it. The worker serves a kept video or file
 * only before `until` (decision 22): an aged-out session's, or one ended while no page ran,
 * plays for nobody. Small on purpose: the worker's bundle imports it.
 */
export interface SessionMark {
  /** Epoch ms after which the session is no longer current. */
  until: number;
}

const store = 'mark';
const markKey = 'current';

const openDatabase = databaseOpener({
  name: 'portal-session',
  version: 1,
  upgrade: (database) => database.createObjectStore(store),
});

const isMark = (value: unknown): value is SessionMark =>
  typeof value === 'object' && value !== null && Number.isFinite((value as { until?: unknown }).until);

export async function readSessionMark(): Promise<SessionMark | null> {
  const database = await openDatabase();
  const value = await inTransaction(database, store, 'readonly', (transaction) =>
    requestResult(transaction.objectStore(store).get(markKey)),
  );
  return isMark(value) ? value : null;
}

/** Whether a session is current by `mark` at `now`: the worker's test before it serves a kept file. */
export const isMarkCurrent = (mark: SessionMark | null, now: number): boolean => mark !== null && now < mark.until;

async function change(act: (objects: IDBObjectStore) => IDBRequest): Promise<void> {
  const database = await openDatabase();
  await inTransaction(database, store, 'readwrite', (transaction) =>
    requestResult(act(transaction.objectStore(store))),
  );
}

/**
 * The page's side: fire and forget, the session itself never waits for it. Where IndexedDB is
 * missing there is no worker reading it either.
 */
function quietly(work: () => Promise<void>): void {
  if (typeof indexedDB === 'undefined') return;
  work().catch((error: unknown) => console.warn('The session mark for the service worker was not stored', error));
}

export const markSessionCurrent = (until: number) =>
  quietly(() => change((objects) => objects.put({ until } satisfies SessionMark, markKey)));

export const unmarkSession = () => quietly(() => change((objects) => objects.delete(markKey)));
