import { identityOrganization } from '@/lib/config/ui';
import { ApiError } from './api-error';
import { validateApiUrl } from './api-url';
import { requestDeadlineMs, WorkStopped, withinDeadline } from './deadline';
import { takeEarlyRead } from './early-reads';
import { errorExcerpt } from './error-excerpt';

/** The session a request is sent under, as the client asks it of the app (lib/session). */
interface ApiSession {
  /** Its id, or null for a session not restored yet. */
  currentId: () => string | null;
  /** Whether that id is still the current session when an answer lands. */
  isCurrent: (id: string) => boolean;
  /** Aborted when this tab's session ends: every read under way is dropped. */
  signal: () => AbortSignal;
}

interface ApiClientOptions {
  baseUrl: string;
  extraHosts?: readonly string[];
  getAccessToken: () => string | null;
  /** Binds each read to the session it was sent under; without it nothing is bound. */
  session?: ApiSession;
  /** Called on 401/403 before the error is thrown, with the session the refused request was sent under. */
  onAuthFailure: (sessionId: string | null) => void;
  fetchImpl?: typeof fetch;
  /** One deadline for the whole request: sending, the headers and every byte of the body. */
  timeoutMs?: number;
}

/** An answer and the session its read was sent under (null: none, or not bound). */
export interface BoundAnswer {
  answer: unknown;
  sessionId: string | null;
}

/**
 * A read whose session ended before its answer landed: dropped, never shown or kept. It counts as
 * an authentication failure (another try cannot help), without ending anything: the session it
 * belonged to has ended already, and the one now current is not its business.
 */
export const readDropped = () => new ApiError('auth', 'Session ended');

export type ApiClient = ReturnType<typeof createApiClient>;

const defaultApiTimeoutMs = requestDeadlineMs;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = validateApiUrl(options.baseUrl, options.extraHosts);
  const timeoutMs = options.timeoutMs ?? defaultApiTimeoutMs;

  async function request(method: string, path: string, body?: unknown, keepalive = false): Promise<BoundAnswer> {
    const url = new URL(path.replace(/^\/+/, ''), baseUrl).toString();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      tenant: identityOrganization,
    };
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // Read in the same task as the token: the id of the session whose token this request carries.
    const sessionId = token ? (options.session?.currentId() ?? null) : null;
    // A read is bound to its session: dropped when it ends (writes finish: what they did is the student's).
    const bound = method === 'GET' && sessionId !== null ? options.session : undefined;

    // The deadline covers reading the body too: an answer whose body never ends fails like no answer.
    try {
      const answer = await withinDeadline(
        timeoutMs,
        async (signal) => {
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
          return readResponse(response, () => options.onAuthFailure(sessionId));
        },
        bound?.signal(),
      );
      if (bound && sessionId !== null && !bound.isCurrent(sessionId)) throw readDropped();
      return { answer, sessionId: bound ? sessionId : null };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof WorkStopped) throw readDropped();
      // fetch refused (offline, CORS, a header it cannot send) or the deadline passed.
      throw new ApiError('no-response', 'No response from server');
    }
  }

  return {
    get: async (path: string) => (await request('GET', path)).answer,
    /** A read with the session it was sent under, for what keeps its answer (lib/api/endpoints.ts). */
    read: (path: string) => request('GET', path),
    post: async (path: string, body: unknown, { keepalive = false } = {}) =>
      (await request('POST', path, body, keepalive)).answer,
    put: async (path: string, body: unknown) => (await request('PUT', path, body)).answer,
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
