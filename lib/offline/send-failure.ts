import { isApiError } from '@/lib/api/api-error';

/** What to do with a queued write whose sending threw. */
type SendFailure = { kind: 'retry' } | { kind: 'accepted' } | { kind: 'refused'; status: number; reason: string };

/** 4xx answers a later try may cure: a session to renew (401, 403), a timeout (408), a rate limit (429). */
const curableStatuses = new Set([401, 403, 408, 429]);

/** A refusal is shown in a sentence: the server's own words, never its whole page. */
export const maxReasonLength = 160;

/**
 * The server's message as short plain text: the `message` (or `title`, `error`, `detail`) of a
 * JSON body, else the text without markup, whitespace folded, cut at `maxLength` with an ellipsis.
 */
export function refusalReason(text: string | undefined, maxLength = maxReasonLength): string {
  let plain = text ?? '';
  try {
    const body: unknown = JSON.parse(plain);
    if (typeof body === 'object' && body !== null) {
      const fields = body as Record<string, unknown>;
      const message = ['message', 'title', 'error', 'detail']
        .map((key) => fields[key])
        .find((value) => typeof value === 'string');
      if (typeof message === 'string') plain = message;
    } else if (typeof body === 'string') {
      plain = body;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  plain = plain
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
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
