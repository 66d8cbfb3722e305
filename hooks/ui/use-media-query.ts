'use client';

import { useCallback, useSyncExternalStore } from 'react';

// One live list per query: React reads the snapshot on every render of the component (on the exam
// screen, every answer), and `matchMedia` builds a new list, evaluated afresh, each time it is called.
const lists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the page matches a media query, following it as it changes (a phone turned sideways, a
 * window resized, a system setting switched). False before the page runs in a browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}
