'use client';

import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import { matchRoute, type RoutePattern } from '@/lib/routes/routes';
import { useHydrated } from './use-hydrated';

/**
 * The real parameters of the current URL for `pattern`, or null before hydration (the static
 * export was built with placeholder ids) and when the URL does not fit the pattern.
 */
export function useRouteParams(pattern: RoutePattern | undefined): Record<string, string> | null {
  const pathname = usePathname();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated && pattern ? matchRoute(pattern, pathname) : null), [hydrated, pattern, pathname]);
}
