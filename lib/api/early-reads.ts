import { requestDeadlineMs } from './deadline';

/**
 * A read the exported page's head sent before the app's scripts arrived (decision 47):
 * its URL and exact headers, and the answer to come.
 */
export interface EarlyRead {
  url: string;
  headers: Record<string, string>;
  startedAt: number;
  response: Promise<Response>;
}

/** The global the head's script leaves its reads in; the app takes each at most once. */
export const earlyReadsGlobal = '__portalEarlyReads';

declare global {
  interface Window {
    [earlyReadsGlobal]?: EarlyRead[];
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
};

/**
 * The answer to the request the head already sent for exactly this URL and these headers (the
 * same token, so the same student), which leaves the page's list so it is used once; null when
 * there is none, and for one older than a request's deadline (the app would have given up on it).
 */
export function takeEarlyRead(
  url: string,
  headers: Record<string, string>,
  now = Date.now(),
): Promise<Response> | null {
  const reads = typeof window === 'undefined' ? undefined : window[earlyReadsGlobal];
  const index = reads ? reads.findIndex((read) => read.url === url && sameHeaders(read.headers, headers)) : -1;
  if (!reads || index < 0) return null;
  const [read] = reads.splice(index, 1) as [EarlyRead];
  return now - read.startedAt < requestDeadlineMs ? read.response : null;
}
