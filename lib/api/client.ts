import { identityOrganization } from '@/lib/config/ui';
import { ApiError } from './api-error';
import { validateApiUrl } from './api-url';

export interface ApiClientOptions {
  baseUrl: string;
  extraHosts?: readonly string[];
  getAccessToken: () => string | null;
  /** Called on 401/403 before the error is thrown: the app clears the session and leaves. */
  onAuthFailure: () => void;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Bad connections are common for our students: wait long, but not forever. */
export const defaultApiTimeoutMs = 20_000;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = validateApiUrl(options.baseUrl, options.extraHosts);
  const timeoutMs = options.timeoutMs ?? defaultApiTimeoutMs;

  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const url = new URL(path.replace(/^\/+/, ''), baseUrl).toString();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      tenant: identityOrganization,
    };
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new ApiError('no-response', 'No response from server');
    } finally {
      clearTimeout(timer);
    }
    return readResponse(response, options.onAuthFailure);
  }

  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body: unknown) => request('POST', path, body),
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
  const text = await response.text().catch(() => '');
  if (status >= 500) throw new ApiError('server', 'Server error', status, text);
  if (status >= 400) throw new ApiError('request', `Request failed: ${text}`, status, text);
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('invalid-response', 'Invalid response data', status, text.slice(0, 200));
  }
}
