import 'fake-indexeddb/auto';
import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { writeAttemptRecord, readAttemptRecord } from '@/lib/exam/attempt-storage';
import { getAllKept, putKept } from '@/lib/exam/exam-device-db';
import { keepAttempt, keptFromServer } from '@/lib/exam/kept-attempts';
import { keepAnswer } from '@/lib/kept-reads/kept-answers';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { savePosition } from '@/lib/video/resume-position';
import { endStudentSession, startStudentOnDevice } from './forget-student';

const deadline = new Date(Date.now() + 3600_000).toISOString();
const sentAttempt = storedAttempt('a1', deadline, { solvedExamId: 9 });

/** jsdom has no Cache Storage: a minimal one holding a downloaded video and a kept API answer. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>([
    ['offline-videos', new Map([['http://localhost/offline-videos/9001/info.json', '{}']])],
    ['api-responses', new Map([['http://api/x', '[]']])],
  ]);
  const cache = (entries: Map<string, string>) => ({
    keys: async () => [...entries.keys()].map((url) => ({ url })),
    delete: async (request: { url: string }) => entries.delete(request.url),
  });
  Object.assign(globalThis, {
    caches: {
      open: async (name: string) => cache(stores.get(name) ?? stores.set(name, new Map()).get(name)!),
      delete: async (name: string) => stores.delete(name),
    },
  });
  return stores;
}

beforeEach(() => localStorage.clear());
afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

describe('endStudentSession', () => {
  it('removes positions, sent attempts, kept API answers and downloaded videos', async () => {
    const stores = fakeCaches();
    writeStored(storageKeys.videoPositions, { 9001: { position: 30, duration: 60, savedAt: Date.now() } });
    keepAnswer('api/v1/courseenrollments/userEnrollmentsSimple', 'ayse', { courseEnrollments: [] });
    await writeAttemptRecord(sentAttempt);
    await endStudentSession('ayse');
    expect(localStorage.getItem('video_positions')).toBeNull();
    expect(localStorage.getItem('kept_answers')).toBeNull();
    expect(await readAttemptRecord('a1')).toBeNull();
    expect(stores.has('api-responses')).toBe(false);
    expect(stores.get('offline-videos')?.size).toBe(0);
    expect(readStored(storageKeys.offlineVideosCount)).toBe(0);
  });

  it('removes the exams kept for offline use but what reopens an attempt with unsent answers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const unsent = {
      ...sentAttempt,
      attemptId: 'a2',
      examId: 8002,
      lastSeq: 1,
      solvedExamId: null,
      answers: { 5: { questionId: 5, answer: 'C' as const, answeredAt: deadline, seq: 1 } },
    };
    await writeAttemptRecord(unsent);
    const attempt = {
      ...unsent,
      status: 'in-progress' as const,
      startedAt: deadline,
      serverNow: deadline,
      answers: {},
    };
    await keepAttempt(keptFromServer(attempt, { offsetMs: 0, roundTripMs: 40 }));
    await keepAttempt(keptFromServer({ ...attempt, attemptId: 'a1', examId: 1 }, { offsetMs: 0, roundTripMs: 40 }));
    for (const key of ['8002/2', '1/2', '8003/2']) await putKept('papers', { key });
    await endStudentSession('ayse');
    expect(await readAttemptRecord('a2')).not.toBeNull();
    const keys = async (store: 'papers' | 'attempts') =>
      ((await getAllKept(store)) as Array<{ key: string }>).map((kept) => kept.key);
    expect(await keys('attempts')).toEqual(['8002/2']);
    expect(await keys('papers')).toEqual(['8002/2']);
  });

  it('stops a player still on screen from saving its position again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await endStudentSession('ayse');
    savePosition('9003', 40, 60);
    expect(localStorage.getItem('video_positions')).toBeNull();
  });

  it('still removes the rest when the browser has no Cache Storage', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    writeStored(storageKeys.videoPositions, {});
    await endStudentSession('ayse');
    expect(localStorage.getItem('video_positions')).toBeNull();
  });
});

describe('startStudentOnDevice', () => {
  it('removes what nobody known left, keeps what the same student left, removes what another one left', async () => {
    const stores = fakeCaches();
    await startStudentOnDevice('ayse');
    expect(stores.get('offline-videos')?.size).toBe(0);

    // Ayşe's session then expires unnoticed, with a download and a position on the device.
    stores.get('offline-videos')?.set('http://localhost/offline-videos/9003/info.json', '{}');
    writeStored(storageKeys.videoPositions, {});
    await startStudentOnDevice('ayse');
    expect(localStorage.getItem('video_positions')).not.toBeNull();
    expect(stores.get('offline-videos')?.size).toBe(1);

    await startStudentOnDevice('mehmet');
    expect(localStorage.getItem('video_positions')).toBeNull();
    expect(stores.get('offline-videos')?.size).toBe(0);
    expect(readStored(storageKeys.deviceStudent)).toBe('mehmet');
  });
});
