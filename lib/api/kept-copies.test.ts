import { saveSession } from '@/lib/auth/session';
import { keepAnswer } from '@/lib/kept-reads/kept-answers';
import { apiPaths, fetchUnreadCount, keptCopies } from './endpoints';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

jest.mock('./product-api', () => {
  const client = jest.requireActual<typeof import('./client')>('./client').createApiClient({
    baseUrl: 'http://localhost:4000/',
    getAccessToken: () => 'access-1',
    onAuthFailure: () => undefined,
    fetchImpl: ((url: string, init: RequestInit) => fetchMock(url, init)) as unknown as typeof fetch,
  });
  return { productApi: () => client };
});

/** jsdom has no `Response`: what the API client reads of one. */
const answer = (text: string) => ({ status: 200, text: async () => text }) as Response;

const signedIn = (UserName: string) =>
  saveSession(
    { accessToken: 'access-1', idToken: null, refreshToken: null },
    { FirstName: 'A', LastName: 'B', UserName },
  );

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
});

describe('the kept copies of the student’s own reads', () => {
  it('keep an answer for the signed-in student and read it back through its schema', async () => {
    signedIn('ayse');
    fetchMock.mockResolvedValue(answer('{"count": 3}'));
    expect(keptCopies.unreadCount()).toBeNull();
    await expect(fetchUnreadCount()).resolves.toBe(3);
    expect(keptCopies.unreadCount()).toEqual({ value: 3, savedAt: expect.any(Number) });
  });

  it('are never another student’s', async () => {
    signedIn('ayse');
    fetchMock.mockResolvedValue(answer('3'));
    await fetchUnreadCount();
    signedIn('mehmet');
    expect(keptCopies.unreadCount()).toBeNull();
  });

  it('keep nothing without a session, and show nothing then', async () => {
    fetchMock.mockResolvedValue(answer('3'));
    await fetchUnreadCount();
    signedIn('ayse');
    expect(keptCopies.unreadCount()).toBeNull();
  });

  it('treat a copy their schema refuses as absent', () => {
    signedIn('ayse');
    keepAnswer(apiPaths.notifications, 'ayse', [{ id: 'not a number' }]);
    expect(keptCopies.notifications()).toBeNull();
  });
});
