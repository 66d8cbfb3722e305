/**
 * How long one request may take from sending it to the last byte of its answer. The product sets
 * no value; bad connections are common for our students: wait long, but not forever.
 */
export const requestDeadlineMs = 20_000;

export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`No complete answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * Runs `work` with one deadline for all of it: headers AND body. Past the deadline the signal
 * aborts the request and the result rejects with `DeadlineExceeded`, even if `work` ignores the
 * signal (a body that never ends, a server that never answers).
 */
export function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DeadlineExceeded(ms));
      controller.abort();
    }, ms);
  });
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}
