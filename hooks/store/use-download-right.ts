'use client';

import { useAppSelector } from '@/store/hooks';
import { loadDownloadRight } from '@/store/user-loads';
import { selectDownloadRight } from '@/store/user-slice';
import { useStoreLoad } from './use-store-load';

/** The student's offline-video download right as the user store holds it, loaded while `enabled` (online). */
export function useDownloadRight(enabled: boolean) {
  const data = useAppSelector(selectDownloadRight) ?? undefined;
  return { data, ...useStoreLoad(loadDownloadRight, enabled) };
}
