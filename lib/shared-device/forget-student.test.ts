import 'fake-indexeddb/auto';
import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { writeAttemptRecord, readAttemptRecord } from '@/lib/exam/attempt-storage';
import { getAllKept, putKept } from '@/lib/exam/exam-device-db';
import { keepAttempt, keptFromServer } from '@/lib/exam/kept-attempts';
import { keepAnswer, loadKeptAnswers, readKeptAnswer } from '@/lib/kept-reads/kept-answers';
import { saveSession } from '@/lib/session/session';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { removeStudentData, startStudentOnDevice } from './forget-student';

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

describe('removeStudentData', () => {
  it('removes positions, the help draft, sent attempts, kept API answers and downloaded videos, then the student’s name', async () => {
    const stores = fakeCaches();
    writeStored(storageKeys.deviceStudent, 'ayse');
    writeStored(storageKeys.videoPositions, { 9001: { position: 30, duration: 60, savedAt: Date.now() } });
    writeStored(storageKeys.helpDraft, { student: 'ayse', fields: { subject: 'Exam', category: '', message: 'Hi' } });
    const enrollments = 'api/v1/courseenrollments/userEnrollmentsSimple';
    const ayse = {
      sessionId: saveSession(
        { accessToken: 'a', idToken: null, refreshToken: null },
        { FirstName: 'A', LastName: 'Y', UserName: 'ayse' },
      ),
      student: 'ayse',
    };
    await keepAnswer(enrollments, { courseEnrollments: [] }, ayse);
    await writeAttemptRecord(sentAttempt);
    expect(await removeStudentData('ayse')).toEqual([]);
    expect(localStorage.getItem('video_positions')).toBeNull();
    expect(localStorage.getItem('help_draft')).toBeNull();
    await loadKeptAnswers(ayse);
    expect(readKeptAnswer(enrollments, ayse)).toBeNull();
    expect(await readAttemptRecord('a1')).toBeNull();
    expect(stores.has('api-responses')).toBe(false);
    expect(stores.get('offline-videos')?.size).toBe(0);
    expect(readStored(storageKeys.offlineVideosCount)).toBe(0);
    expect(localStorage.getItem('device_student')).toBeNull();
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
    await removeStudentData('ayse');
    expect(await readAttemptRecord('a2')).not.toBeNull();
    const keys = async (store: 'papers' | 'attempts') =>
      ((await getAllKept(store)) as Array<{ key: string }>).map((kept) => kept.key);
    expect(await keys('attempts')).toEqual(['8002/2']);
    expect(await keys('papers')).toEqual(['8002/2']);
  });

  it('names a place it could not clear, removes the rest, and still names whose data is left', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    writeStored(storageKeys.deviceStudent, 'ayse');
    writeStored(storageKeys.videoPositions, {});
    // No Cache Storage: the kept courses cannot be opened, let alone removed.
    expect(await removeStudentData('ayse')).toEqual(['keptCourses']);
    expect(localStorage.getItem('video_positions')).toBeNull();
    expect(readStored(storageKeys.deviceStudent)).toBe('ayse');
    fakeCaches();
    expect(await removeStudentData('ayse', ['keptCourses'])).toEqual([]);
    expect(localStorage.getItem('device_student')).toBeNull();
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
