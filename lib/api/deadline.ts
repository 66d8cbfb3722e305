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

/** The work was called off by its `stop` signal (the session it ran under ended) before it finished. */
export class WorkStopped extends Error {
  constructor() {
    super('Stopped before it finished');
    this.name = 'WorkStopped';
  }
}

/**
 * Runs `work` with one deadline for all of it: headers AND body. Past the deadline the signal
 * aborts the request and the result rejects with `DeadlineExceeded`, even if `work` ignores the
 * signal (a body that never ends, a server that never answers). `stop` ends it the same way
 * sooner, rejecting with `WorkStopped`.
 */
export function withinDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  if (stop?.aborted) return Promise.reject(new WorkStopped());
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = () => {};
  const ended = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DeadlineExceeded(ms));
      controller.abort();
    }, ms);
    stopped = () => {
      reject(new WorkStopped());
      controller.abort();
    };
    stop?.addEventListener('abort', stopped);
  });
  return Promise.race([work(controller.signal), ended]).finally(() => {
    clearTimeout(timer);
    stop?.removeEventListener('abort', stopped);
  });
}
