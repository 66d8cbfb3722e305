import { createApiClient } from './client';
import { earlyReadsGlobal } from './early-reads';

const url = 'http://localhost:4000/api/v1/courseenrollments/userEnrollmentsSimple';
const headersFor = (token: string) => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  tenant: 'root',
  Authorization: `Bearer ${token}`,
});
const answer = (body: unknown) => ({ status: 200, text: async () => JSON.stringify(body) }) as Response;

function client() {
  const fetchImpl = jest.fn(async () => answer(['from the app']));
  const api = createApiClient({
    baseUrl: 'http://localhost:4000/',
    getAccessToken: () => 'tok',
    onAuthFailure: jest.fn(),
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  return { api, fetchImpl };
}

const leaveEarlyRead = (token: string, startedAt = Date.now()) => {
  window[earlyReadsGlobal] = [
    { url, headers: headersFor(token), startedAt, response: Promise.resolve(answer(['from the head'])) },
  ];
};

describe('a read the page’s head already sent', () => {
  it('answers the app’s same request once: the second is the app’s own', async () => {
    leaveEarlyRead('tok');
    const { api, fetchImpl } = client();
    await expect(api.get('api/v1/courseenrollments/userEnrollmentsSimple')).resolves.toEqual(['from the head']);
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(api.get('api/v1/courseenrollments/userEnrollmentsSimple')).resolves.toEqual(['from the app']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is not used for another token (another student signed in meanwhile)', async () => {
    leaveEarlyRead('someone-else');
    const { api, fetchImpl } = client();
    await expect(api.get('api/v1/courseenrollments/userEnrollmentsSimple')).resolves.toEqual(['from the app']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is not used once older than a request’s deadline', async () => {
    leaveEarlyRead('tok', Date.now() - 60_000);
    const { api, fetchImpl } = client();
    await expect(api.get('api/v1/courseenrollments/userEnrollmentsSimple')).resolves.toEqual(['from the app']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
