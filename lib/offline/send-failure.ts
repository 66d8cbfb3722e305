import { isApiError } from '@/lib/api/api-error';
import { errorExcerpt } from '@/lib/api/error-excerpt';

/** What to do with a queued write whose sending threw. */
type SendFailure = { kind: 'retry' } | { kind: 'accepted' } | { kind: 'refused'; status: number; reason: string };

/** 4xx answers a later try may cure: a session to renew (401, 403), a timeout (408), a rate limit (429). */
const curableStatuses = new Set([401, 403, 408, 429]);

/**
 * The server's message as short plain text: the `message` (or `title`, `error`, `detail`) of a
 * JSON body, else the text itself, excerpted as every server error text is (no markup, whitespace
 * folded, a sentence long).
 */
export function refusalReason(text: string | undefined): string {
  return errorExcerpt(jsonMessage(text) ?? text);
}

function jsonMessage(text: string | undefined): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return undefined; // Not JSON: the text itself is the message.
  }
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  return ['message', 'title', 'error', 'detail']
    .map((key) => fields[key])
    .find((value): value is string => typeof value === 'string');
}

/**
 * A failure that another try may cure (no answer, a server error, a session to renew, anything
 * that is not an answer of the server) keeps the write for later; a 4xx refusal is final; a 2xx
 * answer the client could not parse still means the server took the write.
 */
export function classifySendFailure(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'retry' };
  if (error.kind === 'invalid-response') return { kind: 'accepted' };
  if (error.kind !== 'request' || error.status === undefined || curableStatuses.has(error.status))
    return { kind: 'retry' };
  return { kind: 'refused', status: error.status, reason: refusalReason(error.responseText) };
}
