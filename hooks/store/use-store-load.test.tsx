import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ApiError } from '@/lib/api/api-error';
import { waitingReads } from '@/lib/kept-reads/waiting-reads';
import { makeStore } from '@/store/store';
import { useStoreLoad } from './use-store-load';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={makeStore()}>{children}</Provider>;

const savedAt = Date.UTC(2026, 10, 26, 7, 42);
const showKept = () => () => savedAt;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useStoreLoad with a kept copy (device first)', () => {
  it('shows the copy before the load, keeps trying while the network is silent, and lets go once it answers', async () => {
    const load = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new ApiError('no-response', 'No response from server'))
      .mockResolvedValueOnce(undefined);
    const storeLoad = Object.assign(() => () => load(), { resource: 'notifications' as const });
    const { result } = renderHook(() => useStoreLoad(storeLoad, true, showKept), { wrapper });
    await act(async () => undefined);
    expect(result.current.keptAt).toBe(savedAt);
    expect(waitingReads()).toEqual([{ savedAt, since: expect.any(Number) }]);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(2000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.keptAt).toBeNull();
    expect(result.current.error).toBeUndefined();
    expect(waitingReads()).toEqual([]);
  });

  it('does not try again after an answer that another try cannot change', async () => {
    const load = jest.fn<Promise<void>, []>().mockRejectedValue(new ApiError('invalid-response', 'Invalid'));
    const storeLoad = Object.assign(() => () => load(), { resource: 'notifications' as const });
    const { result } = renderHook(() => useStoreLoad(storeLoad, true, showKept), { wrapper });
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeInstanceOf(ApiError);
    // The server answered: the copy no longer stands in, and no note says it is refreshing.
    expect(result.current.keptWithdrawn).toBe(true);
    expect(result.current.keptAt).toBeNull();
    expect(waitingReads()).toEqual([]);
  });
});
