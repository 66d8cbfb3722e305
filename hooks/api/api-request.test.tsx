import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { waitingReads } from '@/lib/kept-reads/waiting-reads';
import { useApiRequest, type ApiRequest } from './api-request';

const fresh = { name: 'fresh' };
const kept = { value: { name: 'kept' }, savedAt: 1000 };

/** A cache of its own per test, no retries: each answer is the one the test gives. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
    {children}
  </SWRConfig>
);

function heldRead() {
  let answer: (value: { name: string }) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let markAsked: () => void = () => undefined;
  // With a copy on screen SWR asks in the next frame, not at once.
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const request: ApiRequest<{ name: string }> = {
    key: 'api/v1/materials/9001',
    load: () =>
      new Promise((resolve, reject) => {
        markAsked();
        answer = resolve;
        fail = reject;
      }),
    kept: () => kept,
  };
  return {
    request,
    answer: async (value = fresh) => asked.then(() => answer(value)),
    fail: async (error: unknown) => asked.then(() => fail(error)),
  };
}

describe('useApiRequest with a kept copy (device first)', () => {
  it('draws the kept copy at once, waits on the network, then takes its answer', async () => {
    const read = heldRead();
    const { result } = renderHook(() => useApiRequest(read.request), { wrapper });
    expect(result.current.data).toEqual(kept.value);
    expect(result.current.isLoading).toBe(false);
    await waitFor(() => expect(waitingReads()).toEqual([{ savedAt: kept.savedAt, since: expect.any(Number) }]));

    await act(async () => read.answer());
    await waitFor(() => expect(result.current.data).toEqual(fresh));
    expect(waitingReads()).toEqual([]);
  });

  it('keeps the copy when the network gives no answer at all', async () => {
    const read = heldRead();
    const { result } = renderHook(() => useApiRequest(read.request), { wrapper });
    await act(async () => read.fail(new ApiError('no-response', 'No response from server')));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data).toEqual(kept.value);
    expect(waitingReads()).toHaveLength(1);
  });

  it('withdraws the copy when the server answers with a failure: it is shown as without one', async () => {
    const read = heldRead();
    const { result } = renderHook(() => useApiRequest(read.request), { wrapper });
    await act(async () => read.fail(new ApiError('server', 'Server error', 503)));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data).toBeUndefined();
    expect(waitingReads()).toEqual([]);
  });

  it('takes an answer equal to the copy (a count) as the answer: nothing waits on the network any more', async () => {
    const load = jest.fn<Promise<number>, []>();
    let answer: (value: number) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const request: ApiRequest<number> = {
      key: 'api/v1/notificationdetails/getByUserId',
      load,
      kept: () => ({ value: 3, savedAt: kept.savedAt }),
    };
    const { result } = renderHook(() => useApiRequest(request), { wrapper });
    await waitFor(() => expect(waitingReads()).toHaveLength(1));
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => answer(3));
    await waitFor(() => expect(waitingReads()).toEqual([]));
    expect(result.current.data).toBe(3);
  });
});
