import { identityOrganization } from '@/lib/config/ui';
import { ApiError } from './api-error';
import { validateApiUrl } from './api-url';
import { requestDeadlineMs, withinDeadline } from './deadline';
import { takeEarlyRead } from './early-reads';
import { errorExcerpt } from './error-excerpt';

interface ApiClientOptions {
  baseUrl: string;
  extraHosts?: readonly string[];
  getAccessToken: () => string | null;
  /** Called on 401/403 before the error is thrown: the app clears the session and leaves. */
  onAuthFailure: () => void;
  fetchImpl?: typeof fetch;
  /** One deadline for the whole request: sending, the headers and every byte of the body. */
  timeoutMs?: number;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const defaultApiTimeoutMs = requestDeadlineMs;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = validateApiUrl(options.baseUrl, options.extraHosts);
  const timeoutMs = options.timeoutMs ?? defaultApiTimeoutMs;

  async function request(method: string, path: string, body?: unknown, keepalive = false): Promise<unknown> {
    const url = new URL(path.replace(/^\/+/, ''), baseUrl).toString();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      tenant: identityOrganization,
    };
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    // The deadline covers reading the body too: an answer whose body never ends fails like no answer.
    try {
      return await withinDeadline(timeoutMs, async (signal) => {
        // A read the page's head already sent (same URL, same headers) is answered by that request.
        const early = method === 'GET' ? takeEarlyRead(url, headers) : null;
        const response = await (early ??
          (options.fetchImpl ?? fetch)(url, {
            method,
            headers,
            credentials: 'same-origin',
            body: body === undefined ? undefined : JSON.stringify(body),
            keepalive,
            signal,
          }));
        return readResponse(response, options.onAuthFailure);
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // fetch refused (offline, CORS, a header it cannot send) or the deadline passed.
      throw new ApiError('no-response', 'No response from server');
    }
  }

  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body: unknown, { keepalive = false } = {}) => request('POST', path, body, keepalive),
    put: (path: string, body: unknown) => request('PUT', path, body),
  };
}

/** The answer as parsed JSON, unchecked: lib/api/endpoints.ts checks it against its schema. */
async function readResponse(response: Response, onAuthFailure: () => void): Promise<unknown> {
  const { status } = response;
  if (status === 401 || status === 403) {
    onAuthFailure();
    throw new ApiError('auth', 'Authentication failed', status);
  }
  const text = await response.text().catch(() => {
    // An answer cut off mid-body is no answer (tried again like a network failure), not a malformed
    // one. An error status already is the answer: its body is only an excerpt for the message.
    if (status < 400) throw new ApiError('no-response', 'No response from server');
    return '';
  });
  if (status >= 500) throw new ApiError('server', 'Server error', status, text);
  if (status >= 400) throw new ApiError('request', `Request failed: ${errorExcerpt(text)}`, status, text);
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('invalid-response', 'Invalid response data', status, text.slice(0, 200));
  }
}
