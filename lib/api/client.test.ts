/** @jest-environment node */
import { ApiError } from './api-error';
import { createApiClient } from './client';

function setup(response: () => Promise<Response> | Response, token: string | null = 'access-1') {
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());
  const onAuthFailure = jest.fn();
  const api = createApiClient({
    baseUrl: 'http://localhost:4000/',
    getAccessToken: () => token,
    onAuthFailure,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    timeoutMs: 50,
  });
  return { api, fetchImpl, onAuthFailure };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('product API client', () => {
  it('sends JSON headers, tenant root, the bearer token and same-origin credentials', async () => {
    const { api, fetchImpl } = setup(() => json({ ok: true }));
    await expect(api.post('/api/v1/videologdocmongo', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://localhost:4000/api/v1/videologdocmongo');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ a: 1 }),
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        tenant: 'root',
        Authorization: 'Bearer access-1',
      },
    });
  });

  it('sends no Authorization header before a token is held', async () => {
    const { api, fetchImpl } = setup(() => json({}), null);
    await api.get('api/users/checkuser');
    expect(fetchImpl.mock.calls[0]![1]!.headers).not.toHaveProperty('Authorization');
  });

  it('keeps a path prefix of the base URL', async () => {
    const fetchImpl = jest.fn(async () => json([]));
    const api = createApiClient({
      baseUrl: 'https://api.dilokulu.com.tr/backend',
      getAccessToken: () => null,
      onAuthFailure: jest.fn(),
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await api.get('/api/users/checkuser');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.dilokulu.com.tr/backend/api/users/checkuser',
      expect.anything(),
    );
  });

  it.each([401, 403])('maps %i to "Authentication failed" and runs the auth-failure handler', async (status) => {
    const { api, onAuthFailure } = setup(() => new Response('no', { status }));
    const error = await caught(api.get('api/x'));
    expect(error).toMatchObject({ kind: 'auth', message: 'Authentication failed', status });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each([500, 502, 503])('maps %i to "Server error"', async (status) => {
    const { api, onAuthFailure } = setup(() => new Response('boom', { status }));
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'server', message: 'Server error', status });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('maps other 4xx to "Request failed" plus the response text', async () => {
    const { api } = setup(() => new Response('tenant header missing', { status: 400 }));
    expect(await caught(api.get('api/x'))).toMatchObject({
      kind: 'request',
      message: 'Request failed: tenant header missing',
      responseText: 'tenant header missing',
      status: 400,
    });
  });

  it('maps a network failure to "No response from server"', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'no-response', message: 'No response from server' });
  });

  it('gives up on a server that hangs, as "No response from server"', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const api = createApiClient({
      baseUrl: 'http://localhost:4000/',
      getAccessToken: () => null,
      onAuthFailure: jest.fn(),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      timeoutMs: 20,
    });
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'no-response' });
  });

  it('refuses an HTML answer where JSON was expected', async () => {
    const { api } = setup(() => new Response('<html><body>Proxy login</body></html>', { status: 200 }));
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'invalid-response' });
  });

  it('returns null for an empty success body', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.put('api/x', { id: 1 })).resolves.toBeNull();
  });

  it('refuses to be created for a URL off the allow-list', () => {
    expect(() =>
      createApiClient({ baseUrl: 'https://evil.example/', getAccessToken: () => null, onAuthFailure: jest.fn() }),
    ).toThrow('Invalid API URL');
  });

  it('gives up on an answer whose body never ends, within the one deadline', async () => {
    jest.useFakeTimers();
    try {
      const endless = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"courseEnrollments": [')),
      });
      const { api } = setup(() => new Response(endless, { status: 200 }));
      const outcome = caught(api.get('api/x'));
      await jest.advanceTimersByTimeAsync(50);
      expect(await outcome).toMatchObject({ kind: 'no-response', message: 'No response from server' });
    } finally {
      jest.useRealTimers();
    }
  });

  /** An answer whose body stream fails after `sent`, as a dropped connection does. */
  const cutOff = (status: number, sent = '{"courseEnrollments": [') =>
    new Response(
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode(sent));
          controller.error(new TypeError('network error'));
        },
      }),
      { status },
    );

  it('maps a success whose body fails mid-way to "No response from server", not invalid-response', async () => {
    const { api } = setup(() => cutOff(200));
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'no-response', message: 'No response from server' });
  });

  it('keeps the status of an error answer whose body fails mid-way', async () => {
    const { api } = setup(() => cutOff(503, 'Service Unav'));
    expect(await caught(api.get('api/x'))).toMatchObject({ kind: 'server', status: 503 });
  });

  it('gives the deadline its own error when it aborts the body read', async () => {
    jest.useFakeTimers();
    try {
      const { api, fetchImpl } = setup(
        () =>
          new Response(
            new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array([123])) }),
            { status: 200 },
          ),
      );
      const outcome = caught(api.get('api/x'));
      await jest.advanceTimersByTimeAsync(50);
      expect(await outcome).toMatchObject({ kind: 'no-response', message: 'No response from server' });
      expect(fetchImpl.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an HTML error page out of the message: Request failed plus a short excerpt', async () => {
    const page = `<html><head><title>Bad Request</title><style>p{}</style></head><body>${'<p>Proxy refused.</p>'.repeat(3000)}</body></html>`;
    const { api } = setup(() => new Response(page, { status: 400, headers: { 'content-type': 'text/html' } }));
    const error = await caught(api.get('api/x'));
    expect(error).toMatchObject({ kind: 'request', status: 400, responseText: page });
    expect(error.message).toMatch(/^Request failed: Bad Request Proxy refused\. Proxy refused\..*…$/);
    expect(error.message.length).toBeLessThanOrEqual('Request failed: '.length + 160);
  });
});
