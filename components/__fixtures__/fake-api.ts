/**
 * Test-only: the product API answered from a table in memory, behind the real client, boundary and
 * kept copies. A component test mocks `@/lib/api/product-api` with this module:
 *
 *     jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));
 *
 * Never imported by product code.
 */
import { createApiClient } from '@/lib/api/client';
import { currentSessionId, readAccessToken } from '@/lib/session/session';
import { isCurrentSession, sessionSignal } from '@/lib/session/session-end';

type Answer = { status: number; body: unknown } | 'hang';

const answers = new Map<string, Answer>();
const asked: { method: string; path: string; body: unknown }[] = [];

/** jsdom has no `Response`: what the API client reads of one. */
const response = (status: number, body: unknown) =>
  ({ status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as Response;

export const fakeApi = {
  /** Answers every request to `path` (no query, no leading slash) with `body`. */
  answer(path: string, body: unknown, status = 200) {
    answers.set(path, { status, body });
  },
  /** Requests to `path` never get an answer: a silent network. */
  hang(path: string) {
    answers.set(path, 'hang');
  },
  /** The requests sent so far, oldest first. */
  requests: () => [...asked],
  reset() {
    answers.clear();
    asked.length = 0;
  },
};

const client = createApiClient({
  baseUrl: 'http://localhost:4000/',
  // Bound to the session as the app's client is (lib/api/product-api.ts): answers are kept for it.
  getAccessToken: readAccessToken,
  session: { currentId: currentSessionId, isCurrent: isCurrentSession, signal: sessionSignal },
  onAuthFailure: () => undefined,
  fetchImpl: (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\//, '');
    asked.push({ method: init.method ?? 'GET', path, body: init.body && JSON.parse(String(init.body)) });
    const answer = answers.get(path) ?? { status: 404, body: { message: 'Not found' } };
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return response(answer.status, answer.body);
  }) as unknown as typeof fetch,
});

export const productApi = () => client;
