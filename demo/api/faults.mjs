/**
 * Faults the tests ask for (POST /__demo/faults): the next `times` requests to a path get a chosen
 * answer, or wait `hangMs` first, or wait until the test releases them (`hold`), or send an answer
 * whose body never ends (`endless`), so error handling in the portal can be tested end to end.
 */

const jsonType = 'application/json; charset=utf-8';
const maxHangMs = 120_000;

/**
 * Checks a fault as posted. A fault that only sets `hangMs` delays the real answer; setting
 * `status`, `body` or `contentType` replaces it.
 *
 * @returns {{ fault: object } | { error: string }}
 */
export function parseFault(input) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { error: 'fault must be a JSON object' };
  }
  const { method, path, status, body, contentType, hangMs = 0, times = 1, endless = false, hold = false } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) return { error: 'path must be a string starting with /' };
  if (method !== undefined && typeof method !== 'string') return { error: 'method must be a string' };
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
    return { error: 'status must be an integer from 200 to 599' };
  }
  if (body !== undefined && typeof body !== 'string') return { error: 'body must be a string' };
  if (contentType !== undefined && typeof contentType !== 'string') return { error: 'contentType must be a string' };
  if (!(Number.isInteger(hangMs) && hangMs >= 0 && hangMs <= maxHangMs)) {
    return { error: `hangMs must be an integer from 0 to ${maxHangMs}` };
  }
  if (!(Number.isInteger(times) && times >= 1)) return { error: 'times must be a positive integer' };
  if (typeof endless !== 'boolean') return { error: 'endless must be a boolean' };
  if (typeof hold !== 'boolean') return { error: 'hold must be a boolean' };

  const replacesAnswer = status !== undefined || body !== undefined || contentType !== undefined || endless;
  return {
    fault: {
      method: method?.toUpperCase(),
      path,
      hangMs,
      hold,
      times,
      answer: replacesAnswer
        ? {
            status: status ?? (endless ? 200 : 500),
            body: body ?? JSON.stringify({ message: 'Demo fault' }),
            contentType: contentType ?? (body === undefined ? jsonType : 'text/plain; charset=utf-8'),
            endless,
          }
        : null,
    },
  };
}

export function createFaultList() {
  let faults = [];
  return {
    add(fault) {
      faults.push({ ...fault });
    },
    clear() {
      faults = [];
    },
    /** The first fault matching this request, counted as used; undefined when none matches. */
    take(method, path) {
      const fault = faults.find(
        (candidate) => candidate.path === path && (!candidate.method || candidate.method === method),
      );
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times === 0) faults = faults.filter((candidate) => candidate !== fault);
      return fault;
    },
  };
}

/**
 * Requests a `hold` fault keeps waiting (GET /__demo/held lists them) until the test releases them
 * (POST /__demo/held/release), by path or all at once: reads held open across a sign-out.
 */
export function createHolds() {
  let waiting = [];
  const release = (path) => {
    const released = waiting.filter((held) => path === undefined || held.path === path);
    waiting = waiting.filter((held) => !released.includes(held));
    released.forEach((held) => held.release());
    return released.length;
  };
  return {
    /** Resolves once this request is released. */
    wait: (method, path) => new Promise((resolve) => waiting.push({ method, path, release: resolve })),
    list: () => waiting.map(({ method, path }) => ({ method, path })),
    release,
  };
}
