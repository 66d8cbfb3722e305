'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during prerender and hydration, true afterwards: anything read from the real URL or
 * from storage renders only once this is true, so the exported HTML always hydrates cleanly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
