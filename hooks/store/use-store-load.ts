'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { keptCopyStandsIn, useWaitingRead } from '@/hooks/api/kept-copy';
import { mayRetry, retryDelayMs } from '@/hooks/api/swr-options';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoadRunning } from '@/store/loading-slice';
import type { ShowKept, StoreLoad } from '@/store/user-loads';

/**
 * Runs one of the user store's loads (store/user-loads.ts) while `enabled`, and says how it went:
 * the data itself is read from the store, and `isLoading` says whether this load (started here or
 * anywhere else) is under way: another load never makes it true. `mutate` loads again (the "Try again" of a failure).
 * With `showKept`, device first (decision 44): the copy kept on this device goes into the store
 * before the load starts, and while it is on screen a failed load is tried again as SWR's reads are.
 * `keptAt` is that copy's save time while it stands in for a silent network; `keptWithdrawn` says
 * the server answered with a failure instead, which the screen shows as it would without a copy.
 */
export function useStoreLoad(load: StoreLoad, enabled = true, showKept?: ShowKept) {
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector((state) => selectIsLoadRunning(state, load.resource));
  const [error, setError] = useState<unknown>(undefined);
  // When the kept copy the store shows was saved; null once the network has answered.
  const [shownCopy, setShownCopy] = useState<number | null>(null);
  const retries = useRef(0);

  const mutate = useCallback(async () => {
    try {
      await dispatch(load());
      setError(undefined);
      setShownCopy(null);
      retries.current = 0;
    } catch (failure) {
      setError(failure);
    }
  }, [dispatch, load]);

  useEffect(() => {
    if (!enabled) return;
    if (showKept) setShownCopy(dispatch(showKept()));
    void mutate();
  }, [enabled, mutate, showKept, dispatch]);

  useEffect(() => {
    if (shownCopy === null || error === undefined || !mayRetry(error, retries.current)) return undefined;
    const timer = setTimeout(() => {
      retries.current += 1;
      void mutate();
    }, retryDelayMs(retries.current));
    return () => clearTimeout(timer);
  }, [shownCopy, error, mutate]);

  const standsIn = keptCopyStandsIn(error);
  const keptAt = standsIn ? shownCopy : null;
  useWaitingRead(keptAt);
  return { error, isLoading, mutate, keptAt, keptWithdrawn: shownCopy !== null && !standsIn };
}
