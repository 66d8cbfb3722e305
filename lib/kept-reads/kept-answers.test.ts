import 'fake-indexeddb/auto';
import { saveSession } from '@/lib/session/session';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { requestResult } from '@/lib/storage/indexed-db';
import type * as KeptAnswers from './kept-answers';

const now = Date.UTC(2026, 10, 26, 10, 42);
const enrollments = 'api/v1/courseenrollments/userEnrollmentsSimple';
const tokens = { accessToken: 'access', idToken: null, refreshToken: null };

/** The module as a new page loads it: nothing read into memory yet. */
function freshPage(): typeof KeptAnswers {
  let page: typeof KeptAnswers | undefined;
  jest.isolateModules(() => {
    page = jest.requireActual<typeof KeptAnswers>('./kept-answers');
  });
  return page!;
}

/** A session signed in for `student`; its id is the current one. */
const signIn = (student = 'ayse') => ({
  sessionId: saveSession(tokens, { FirstName: 'A', LastName: 'B', UserName: student }),
  student,
});

let kept: typeof KeptAnswers;

beforeEach(async () => {
  localStorage.clear();
  kept = freshPage();
  await kept.forgetKeptAnswers();
});

/** What the database holds, read past the module; [] when there is none (it is then left uncreated). */
const storedRecords = () =>
  new Promise<Array<{ path: string; sessionId: string; student: string }>>((resolve, reject) => {
    const opening = indexedDB.open('kept-answers');
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const database = opening.result;
      requestResult(database.transaction('answers').objectStore('answers').getAll()).then((records) => {
        database.close();
        resolve(records as Array<{ path: string; sessionId: string; student: string }>);
      }, reject);
    };
  });

describe('kept answers', () => {
  it('gives a session its answers back on the next visit, with the time each was kept', async () => {
    const ayse = signIn();
    await kept.keepAnswer(enrollments, { courseEnrollments: [] }, ayse, now);
    const next = freshPage();
    expect(next.readKeptAnswer(enrollments, ayse, now)).toBeNull();
    await next.loadKeptAnswers(ayse, now);
    expect(next.readKeptAnswer(enrollments, ayse, now + 1000)).toEqual({
      answer: { courseEnrollments: [] },
      savedAt: now,
    });
    expect(next.readKeptAnswer('api/v1/materials/9001', ayse, now)).toBeNull();
  });

  it('one record per answer, naming its session and student', async () => {
    const ayse = signIn();
    await kept.keepAnswer(enrollments, [], ayse, now);
    await kept.keepAnswer('api/v1/materials/9001', { id: 9001 }, ayse, now);
    expect(await storedRecords()).toEqual([
      { path: 'api/v1/courseenrollments/userEnrollmentsSimple', ...ayse, savedAt: now, answer: [] },
      { path: 'api/v1/materials/9001', ...ayse, savedAt: now, answer: { id: 9001 } },
    ]);
  });

  it.each([
    ['another student', 'mehmet'],
    ['the same student signed in again', 'ayse'],
  ])('never gives a session the answers of another (%s), and removes those when it reads its own', async (_, next) => {
    const first = signIn();
    await kept.keepAnswer(enrollments, { courseEnrollments: [{ id: 1 }] }, first, now);
    const second = signIn(next);
    const page = freshPage();
    await page.loadKeptAnswers(second, now);
    expect(page.readKeptAnswer(enrollments, second, now)).toBeNull();
    expect(page.readKeptAnswer(enrollments, first, now)).toBeNull();
    expect(await storedRecords()).toEqual([]);
  });

  it('keeps nothing for a session that is no longer the current one', async () => {
    const ayse = signIn();
    await kept.loadKeptAnswers(ayse, now);
    signIn('mehmet');
    await kept.keepAnswer(enrollments, { courseEnrollments: [] }, ayse, now);
    expect(kept.readKeptAnswer(enrollments, ayse, now)).toBeNull();
    expect(await storedRecords()).toEqual([]);
  });

  it('treats a copy older than a session, or saved more than a day ahead of the clock, as absent', async () => {
    const ayse = signIn();
    await kept.keepAnswer(enrollments, [], ayse, now);
    await kept.loadKeptAnswers(ayse, now);
    expect(kept.readKeptAnswer(enrollments, ayse, now + kept.keptAnswerMaxAgeMs)).not.toBeNull();
    expect(kept.readKeptAnswer(enrollments, ayse, now + kept.keptAnswerMaxAgeMs + 1)).toBeNull();
    // Saved more than a day ahead of the clock: a forged stamp, not a clock correction (decision 50).
    expect(kept.readKeptAnswer(enrollments, ayse, now - 25 * 60 * 60 * 1000)).toBeNull();
  });

  it('keeps the newest answers within the limit', async () => {
    const ayse = signIn();
    for (let index = 0; index <= kept.keptAnswerLimit; index += 1)
      await kept.keepAnswer(`api/v1/materials/${index}`, index, ayse, now + index);
    const next = freshPage();
    await next.loadKeptAnswers(ayse, now + kept.keptAnswerLimit);
    expect(next.readKeptAnswer('api/v1/materials/0', ayse, now + kept.keptAnswerLimit)).toBeNull();
    expect(next.readKeptAnswer('api/v1/materials/1', ayse, now + kept.keptAnswerLimit)?.answer).toBe(1);
    expect(await storedRecords()).toHaveLength(kept.keptAnswerLimit);
  });

  it('keeps a title holding "javascript:" or "<script" as it came: the stored-value rule is the spec items’ own', async () => {
    const ayse = signIn();
    const notifications = [{ id: 1, title: 'JavaScript: Functions <script>', message: 'm' }];
    await kept.keepAnswer('api/v1/notificationdetails/getAllByUserId', notifications, ayse, now);
    const next = freshPage();
    await next.loadKeptAnswers(ayse, now);
    expect(next.readKeptAnswer('api/v1/notificationdetails/getAllByUserId', ayse, now)?.answer).toEqual(notifications);
  });

  it('treats a damaged record as absent', async () => {
    const ayse = signIn();
    await kept.keepAnswer(enrollments, [], ayse, now);
    const database = await requestResult(indexedDB.open('kept-answers'));
    await requestResult(
      database
        .transaction('answers', 'readwrite')
        .objectStore('answers')
        .put({ path: 'api/v1/materials/1', ...ayse }),
    );
    database.close();
    const next = freshPage();
    await next.loadKeptAnswers(ayse, now);
    expect(next.readKeptAnswer('api/v1/materials/1', ayse, now)).toBeNull();
    expect(next.readKeptAnswer(enrollments, ayse, now)).not.toBeNull();
  });

  it('is gone once forgotten (a session ends), with what an earlier version kept in local storage', async () => {
    const ayse = signIn();
    writeStored(storageKeys.keptAnswers, { student: 'ayse', answers: {} });
    await kept.keepAnswer(enrollments, [], ayse, now);
    await kept.loadKeptAnswers(ayse, now);
    await kept.forgetKeptAnswers();
    expect(kept.readKeptAnswer(enrollments, ayse, now)).toBeNull();
    expect(await storedRecords()).toEqual([]);
    expect(localStorage.getItem(storageKeys.keptAnswers)).toBeNull();
  });
});
