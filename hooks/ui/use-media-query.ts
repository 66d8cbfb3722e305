'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page matches a media query, following it as it changes (a phone turned sideways, a
 * window resized, a system setting switched). False before the page runs in a browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
