'use client';

import { useEffect } from 'react';
import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { readStored } from '@/lib/storage/stored-value';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { nightModeChanged, selectNightMode } from '@/store/user-slice';

/** Restores the saved night mode once and keeps the `dark` class of <html> in step with it. */
export function NightModeSync() {
  const dispatch = useAppDispatch();
  const nightMode = useAppSelector(selectNightMode);

  useEffect(() => {
    dispatch(nightModeChanged(readStored(storageKeys.nightMode, { schema: v.boolean() }) ?? false));
  }, [dispatch]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', nightMode);
    document.documentElement.style.colorScheme = nightMode ? 'dark' : 'light';
  }, [nightMode]);

  return null;
}
