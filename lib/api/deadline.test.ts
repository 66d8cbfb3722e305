import { DeadlineExceeded, WorkStopped, withinDeadline } from './deadline';

describe('one deadline for a whole request', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up on work that never finishes (a body that never ends) and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const result = withinDeadline(20_000, (given) => {
      signal = given;
      return new Promise<string>(() => {});
    });
    const settled = jest.fn();
    result.catch(settled);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(settled).not.toHaveBeenCalled();
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(signal?.aborted).toBe(true);
  });

  it('covers every step of the work, not only the first one', async () => {
    const result = withinDeadline(1000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 600)); // headers arrive
      await new Promise((resolve) => setTimeout(resolve, 600)); // the body is still coming
      return 'too late';
    });
    const outcome = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1200);
    expect(await outcome).toBeInstanceOf(DeadlineExceeded);
  });

  it('returns what finished in time and leaves no timer behind', async () => {
    const result = withinDeadline(1000, async (signal) => {
      await new Promise((resolve) => setTimeout(resolve, 999));
      return signal.aborted ? 'aborted' : 'done';
    });
    await jest.advanceTimersByTimeAsync(999);
    await expect(result).resolves.toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes on the failure of the work itself', async () => {
    await expect(withinDeadline(1000, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      TypeError,
    );
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('work called off', () => {
  it('rejects and aborts the work as soon as its stop signal fires, and leaves nothing behind', async () => {
    const stop = new AbortController();
    let signal: AbortSignal | undefined;
    const result = withinDeadline(
      1000,
      (given) => {
        signal = given;
        return new Promise<string>(() => {});
      },
      stop.signal,
    );
    stop.abort();
    await expect(result).rejects.toBeInstanceOf(WorkStopped);
    expect(signal?.aborted).toBe(true);
  });

  it('never starts work already called off', async () => {
    const stop = new AbortController();
    stop.abort();
    const work = jest.fn(async () => 'done');
    await expect(withinDeadline(1000, work, stop.signal)).rejects.toBeInstanceOf(WorkStopped);
    expect(work).not.toHaveBeenCalled();
  });
});
