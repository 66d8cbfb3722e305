import 'fake-indexeddb/auto';
import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { writeAttemptRecord } from '@/lib/exam/attempt-storage';
import { currentSessionId, saveSession } from '@/lib/session/session';
import { endSession, onSessionEnd } from '@/lib/session/session-end';
import { requestResult } from '@/lib/storage/indexed-db';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { savePosition } from '@/lib/video/resume-position';
import { unsentAttempts } from './exam-records';
import { finishSessionEnd, retrySessionEnd } from './session-end';
import { sessionEndProgress } from './session-end-progress';

const deadline = new Date(Date.now() + 3600_000).toISOString();
const unsentAttempt = storedAttempt('a1', deadline, {
  lastSeq: 5,
  answers: { 10: { questionId: 10, answer: 'A' as const, answeredAt: deadline, seq: 5 } },
});

/** jsdom has no Cache Storage: an empty one, which is all these tests need of it. */
function fakeCaches() {
  const cache = { keys: async () => [], delete: async () => true };
  Object.assign(globalThis, { caches: { open: async () => cache, delete: async () => true } });
}

let infos: jest.SpyInstance;

// As start-up wires it (lib/startup/startup-steps.ts): every session this tab ends runs the rest.
beforeAll(() => onSessionEnd((ended) => void finishSessionEnd(ended)));

beforeEach(() => {
  localStorage.clear();
  fakeCaches();
  infos = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  // jsdom does not navigate: it says so on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'caches');
});

const signIn = (UserName: string) => {
  const id = saveSession(
    { accessToken: 'a', idToken: null, refreshToken: null },
    { FirstName: 'A', LastName: 'B', UserName },
  );
  writeStored(storageKeys.deviceStudent, UserName);
  return id;
};

/** The end of the session `id`, however it was started: the one run the routine made. */
const runOf = (id: string) => finishSessionEnd({ id, student: null, cause: 'refused', leaveTo: '/loginProblem' });

describe('the session-end routine', () => {
  it('runs once for three 401s at once: counted once, and the unsent attempt stays the student’s', async () => {
    const id = signIn('ayse.yilmaz');
    await writeAttemptRecord(unsentAttempt);
    // What three reads refused at once do (lib/api/product-api.ts).
    const ends = [1, 2, 3].map(() => endSession(id, 'refused', '/loginProblem'));
    expect(ends.filter(Boolean)).toHaveLength(1);
    expect(await runOf(id)).toEqual([]);
    expect(infos.mock.calls.filter(([line]) => String(line).startsWith('Session ended'))).toHaveLength(1);
    expect(readStored(storageKeys.examAttemptOwners)).toEqual({ a1: 'ayse.yilmaz' });
    expect(sessionEndProgress.get()).toMatchObject({ sessionId: id, phase: 'leaving', failed: [] });

    // The next student is neither offered it nor does their session's end take it.
    const next = signIn('mehmet.demir');
    expect(await unsentAttempts('mehmet.demir')).toEqual([]);
    endSession(next, 'sign-out', '/');
    await runOf(next);
    expect(readStored(storageKeys.examAttemptOwners)).toEqual({ a1: 'ayse.yilmaz' });
  });

  it('makes the session unusable before it removes anything, and stops a player saving positions', async () => {
    const id = signIn('ayse.yilmaz');
    endSession(id, 'sign-out', '/');
    expect(currentSessionId()).toBeNull();
    expect(sessionEndProgress.get()).toMatchObject({ sessionId: id, phase: 'removing' });
    await runOf(id);
    // A player still on screen when the page has not left yet.
    savePosition('9003', 40, 60);
    expect(localStorage.getItem(storageKeys.videoPositions)).toBeNull();
  });

  it('names what it could not remove, keeps naming the student, and Try again finishes it', async () => {
    const id = signIn('ayse.yilmaz');
    // Another page holds the kept answers' database open and does not let go.
    const blocking = await requestResult(indexedDB.open('kept-answers'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ended = endSession(id, 'sign-out', '/')!;
    expect(await runOf(id)).toEqual(['keptAnswers']);
    expect(sessionEndProgress.get()).toMatchObject({ phase: 'failed', failed: ['keptAnswers'] });
    expect(readStored(storageKeys.deviceStudent)).toBe('ayse.yilmaz');

    blocking.close();
    expect(await retrySessionEnd(ended)).toEqual([]);
    expect(sessionEndProgress.get()).toMatchObject({ phase: 'leaving', failed: [] });
    expect(localStorage.getItem(storageKeys.deviceStudent)).toBeNull();
    expect(infos.mock.calls.filter(([line]) => String(line).startsWith('Session ended'))).toHaveLength(1);
  });
});
