import 'fake-indexeddb/auto';
import { sessionMaxAgeMs } from '@/lib/session/session';
import { storageKeys } from '@/lib/storage/keys';
import { reverseEncode } from '@/lib/storage/reverse-encoding';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { removeStaleSession } from './stale-session';

/** jsdom has no Cache Storage: an empty one, which is all this needs of it. */
function fakeCaches() {
  const cache = { keys: async () => [], delete: async () => true };
  Object.assign(globalThis, { caches: { open: async () => cache, delete: async () => true } });
}

/** Ayşe's session as she left it `ageMs` ago, with a video position and a help draft. */
function ayseLeftASession(ageMs: number) {
  const then = Date.now() - ageMs;
  writeStored(storageKeys.token, reverseEncode('access-token'), then);
  writeStored(storageKeys.user, { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse' }, then);
  writeStored(storageKeys.sessionId, 'session-1', then);
  writeStored(storageKeys.deviceStudent, 'ayse', then);
  writeStored(storageKeys.videoPositions, { 9003: { position: 30, duration: 60, savedAt: then } }, then);
  writeStored(storageKeys.helpDraft, { student: 'ayse', fields: { subject: 'Exam', category: '', message: 'Hi' } });
}

beforeEach(() => {
  localStorage.clear();
  fakeCaches();
});
afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

describe('start-up with a session it cannot restore', () => {
  it('removes at once what an aged-out session left, though nobody signed in', async () => {
    ayseLeftASession(sessionMaxAgeMs + 60_000);
    await removeStaleSession();
    expect(readStored(storageKeys.token)).toBeNull();
    expect(localStorage.getItem('session_id')).toBeNull();
    expect(localStorage.getItem('video_positions')).toBeNull();
    expect(localStorage.getItem('help_draft')).toBeNull();
    expect(localStorage.getItem('device_student')).toBeNull();
  });

  it('removes what tokens without a user left', async () => {
    ayseLeftASession(0);
    localStorage.removeItem('user');
    await removeStaleSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('help_draft')).toBeNull();
  });

  it('leaves a session it can restore as it is', async () => {
    ayseLeftASession(60_000);
    await removeStaleSession();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(readStored(storageKeys.deviceStudent)).toBe('ayse');
    expect(localStorage.getItem('help_draft')).not.toBeNull();
  });
});
