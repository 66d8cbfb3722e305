'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AppDispatch } from '@/store/store';
import { selectIsLoading } from '@/store/user-slice';

type StoreLoad = () => (dispatch: AppDispatch) => Promise<void>;

/**
 * Runs one of the user store's loads (store/user-loads.ts) while `enabled`, and says how it went:
 * the data itself is read from the store, and `isLoading` is the store's loading counter (any
 * user-store load under way). `mutate` loads again (the "Try again" of a failure).
 */
export function useStoreLoad(load: StoreLoad, enabled = true) {
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector(selectIsLoading);
  const [error, setError] = useState<unknown>(undefined);

  const mutate = useCallback(async () => {
    try {
      await dispatch(load());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [dispatch, load]);

  useEffect(() => {
    if (enabled) void mutate();
  }, [enabled, mutate]);

  return { error, isLoading, mutate };
}
