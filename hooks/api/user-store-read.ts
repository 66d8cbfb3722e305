'use client';

import type { UnknownAction } from '@reduxjs/toolkit';
import { useLayoutEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { readLoading, type UserStoreRead } from '@/store/user-slice';

/**
 * Writes a read's answer into the user store, and whether it is loading (decision 29: the store
 * holds what the screens read; its read's SWR hook is the one way the answer comes in). A layout
 * effect, so the store has the answer in the frame that brought it. `write` must be stable.
 */
export function useUserStoreRead<T>(
  read: UserStoreRead,
  { data, isLoading }: { data: T | undefined; isLoading: boolean },
  write: (data: T) => UnknownAction,
) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    if (data !== undefined) dispatch(write(data));
  }, [data, write, dispatch]);
  useLayoutEffect(() => {
    dispatch(readLoading({ read, loading: isLoading }));
    return () => void dispatch(readLoading({ read, loading: false }));
  }, [read, isLoading, dispatch]);
}
