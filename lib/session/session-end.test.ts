import { storageKeys } from '@/lib/storage/keys';
import { currentSessionId, readAccessToken, saveSession } from './session';
import {
  endSession,
  isCurrentSession,
  lastEndedSession,
  onSessionEnd,
  sessionSignal,
  watchOtherTabs,
  type EndedSession,
} from './session-end';

const tokens = { accessToken: 'access', idToken: 'id.jwt', refreshToken: 'refresh' };
const ayse = { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse.yilmaz' };
const mehmet = { FirstName: 'Mehmet', LastName: 'Demir', UserName: 'mehmet.demir' };

/** Each session end this tab hears, with whether the credentials were still there when it did. */
function hearEnds() {
  const heard: Array<{ ended: EndedSession; tokenLeft: boolean }> = [];
  const stop = onSessionEnd((ended) => heard.push({ ended, tokenLeft: readAccessToken() !== null }));
  return { heard, stop };
}

/** Another tab of the portal changes the stored session: this tab hears the `storage` event. */
function anotherTab(change: () => void) {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.sessionId }));
}

beforeAll(() => watchOtherTabs('/'));
beforeEach(() => localStorage.clear());

describe('a session ends once', () => {
  it('however many ask at once: its credentials and id go first, then every listener hears it once', () => {
    const { heard, stop } = hearEnds();
    const id = saveSession(tokens, ayse);
    const ends = [1, 2, 3].map(() => endSession(id, 'refused', '/loginProblem'));
    stop();
    expect(ends.filter((ended) => ended !== null)).toEqual([
      { id, student: 'ayse.yilmaz', cause: 'refused', leaveTo: '/loginProblem' },
    ]);
    expect(heard).toEqual([{ ended: ends[0], tokenLeft: false }]);
    expect(currentSessionId()).toBeNull();
    expect(isCurrentSession(id)).toBe(false);
    expect(lastEndedSession()).toEqual(ends[0]);
  });

  it('aborts the reads under way in this tab, and the next session’s reads start afresh', () => {
    const id = saveSession(tokens, ayse);
    const signal = sessionSignal();
    endSession(id, 'sign-out', '/');
    expect(signal.aborted).toBe(true);
    expect(sessionSignal().aborted).toBe(false);
  });

  it('ends nothing for a session that is no longer the current one', () => {
    const { heard, stop } = hearEnds();
    const old = saveSession(tokens, ayse);
    saveSession(tokens, mehmet);
    expect(endSession(old, 'refused', '/loginProblem')).toBeNull();
    expect(endSession(null, 'refused', '/loginProblem')).toBeNull();
    stop();
    expect(heard).toEqual([]);
    expect(currentSessionId()).not.toBeNull();
  });
});

describe('a session ended or replaced in another tab', () => {
  it.each([
    ['signed out there', () => localStorage.removeItem(storageKeys.sessionId)],
    ['another student signed in there', () => saveSessionElsewhere()],
  ])('ends here too, once, when %s', (_, change) => {
    const id = saveSession(tokens, ayse);
    const signal = sessionSignal();
    const { heard, stop } = hearEnds();
    anotherTab(change);
    anotherTab(() => undefined);
    stop();
    expect(heard.map(({ ended }) => ended)).toEqual([{ id, student: null, cause: 'elsewhere', leaveTo: '/' }]);
    expect(signal.aborted).toBe(true);
  });

  it('leaves a tab alone whose session is still the current one', () => {
    saveSession(tokens, ayse);
    const { heard, stop } = hearEnds();
    anotherTab(() => undefined);
    stop();
    expect(heard).toEqual([]);
  });
});

/** Another tab's sign-in: its own session id in storage (this tab's own id stays its own). */
function saveSessionElsewhere() {
  localStorage.setItem(storageKeys.sessionId, JSON.stringify({ value: 'f'.repeat(32), savedAt: Date.now() }));
}
