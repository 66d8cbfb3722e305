import 'fake-indexeddb/auto';
import { forgetKeptAnswers, keepAnswer, loadKeptAnswers } from '@/lib/kept-reads/kept-answers';
import { currentSessionId, readAccessToken, saveSession } from '@/lib/session/session';
import { endSession, isCurrentSession, sessionSignal } from '@/lib/session/session-end';
import { apiPaths, fetchNotifications, fetchUnreadCount, keptCopies, keptFor } from './endpoints';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const onAuthFailure = jest.fn<void, [string | null]>();

// The app's client as product-api.ts wires it, with the network under the test's control.
jest.mock('./product-api', () => {
  const client = jest.requireActual<typeof import('./client')>('./client').createApiClient({
    baseUrl: 'http://localhost:4000/',
    getAccessToken: () => readAccessToken(),
    session: {
      currentId: () => currentSessionId(),
      isCurrent: (id) => isCurrentSession(id),
      signal: () => sessionSignal(),
    },
    onAuthFailure: (sessionId) => onAuthFailure(sessionId),
    fetchImpl: ((url: string, init: RequestInit) => fetchMock(url, init)) as unknown as typeof fetch,
  });
  return { productApi: () => client };
});

/** jsdom has no `Response`: what the API client reads of one. */
const answer = (text: string, status = 200) => ({ status, text: async () => text }) as Response;

/** A session signed in for `UserName`, with the copies kept for it read into memory, as the gate does. */
async function signedIn(UserName: string) {
  saveSession(
    { accessToken: `access-${UserName}`, idToken: null, refreshToken: null },
    { FirstName: 'A', LastName: 'B', UserName },
  );
  await loadKeptAnswers(keptFor()!);
}

/** An answer the test gives when it chooses: the read is in flight until then. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
  return (text: string, status?: number) => release(answer(text, status));
}

beforeEach(async () => {
  localStorage.clear();
  fetchMock.mockReset();
  onAuthFailure.mockReset();
  await forgetKeptAnswers();
});

describe('a read is bound to the session it was sent under', () => {
  it('keeps its answer for that session, read back through the same schema as a fresh one', async () => {
    await signedIn('ayse');
    fetchMock.mockResolvedValue(answer('{"count": 3}'));
    expect(keptCopies.unreadCount()).toBeNull();
    await expect(fetchUnreadCount()).resolves.toBe(3);
    expect(keptCopies.unreadCount()).toEqual({ value: 3, savedAt: expect.any(Number) });
  });

  it('drops an answer that lands after its session ended: not shown, not kept, nothing more ended', async () => {
    await signedIn('ayse');
    const release = heldAnswer();
    const read = fetchUnreadCount();
    const ayse = currentSessionId();
    await signedIn('mehmet'); // another tab: Ayşe signed out, Mehmet signed in
    release('5');
    await expect(read).rejects.toMatchObject({ kind: 'auth', message: 'Session ended' });
    expect(keptCopies.unreadCount()).toBeNull();
    expect(ayse).not.toBe(currentSessionId());
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('is aborted when its session ends in this tab, and its answer never counts', async () => {
    await signedIn('ayse');
    heldAnswer();
    const read = fetchNotifications();
    const [, init] = fetchMock.mock.calls[0]!;
    endSession(currentSessionId(), 'sign-out', '/');
    await expect(read).rejects.toMatchObject({ kind: 'auth', message: 'Session ended' });
    expect(init.signal?.aborted).toBe(true);
  });

  it('a 401 to it ends that session only, never the one signed in since', async () => {
    await signedIn('ayse');
    const release = heldAnswer();
    const read = fetchUnreadCount();
    const ayse = currentSessionId();
    await signedIn('mehmet');
    release('{"message":"Unauthorized"}', 401);
    await expect(read).rejects.toMatchObject({ kind: 'auth' });
    expect(onAuthFailure).toHaveBeenCalledWith(ayse);
    // What product-api.ts does with it: the session named is no longer current, so nothing ends.
    expect(endSession(ayse, 'refused', '/loginProblem')).toBeNull();
    expect(currentSessionId()).not.toBeNull();
  });

  it('copies are never another session’s, not even the same student’s next one', async () => {
    await signedIn('ayse');
    fetchMock.mockResolvedValue(answer('3'));
    await fetchUnreadCount();
    await signedIn('mehmet');
    expect(keptCopies.unreadCount()).toBeNull();
    await signedIn('ayse');
    expect(keptCopies.unreadCount()).toBeNull();
  });

  it('without a session nothing is bound or kept, and nothing shows once one starts', async () => {
    fetchMock.mockResolvedValue(answer('3'));
    await expect(fetchUnreadCount()).resolves.toBe(3);
    await signedIn('ayse');
    expect(keptCopies.unreadCount()).toBeNull();
  });

  it('a copy its schema refuses (kept by an earlier version) is absent', async () => {
    await signedIn('ayse');
    await keepAnswer(apiPaths.notifications, [{ id: 'not a number' }], keptFor()!);
    expect(keptCopies.notifications()).toBeNull();
  });
});
