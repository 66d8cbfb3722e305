'use client';

import { useCallback, useSyncExternalStore } from 'react';

interface Watched {
  list: MediaQueryList;
  matches: boolean;
}

// One live list per query, its answer kept from its `change` events. React reads the snapshot on
// every render of the component (on the exam screen, on every answer); `matchMedia` builds a new
// list each time it is called, and reading `matches` brings the page's style up to date first, in
// the middle of the render.
const watched = new Map<string, Watched>();

function watch(query: string): Watched {
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    const created: Watched = { list, matches: list.matches };
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
    });
    watched.set(query, created);
    entry = created;
  }
  return entry;
}

/**
 * Whether the page matches a media query, following it as it changes (a phone turned sideways, a
 * window resized, a system setting switched). False before the page runs in a browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { list } = watch(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => watch(query).matches,
    () => false,
  );
}
