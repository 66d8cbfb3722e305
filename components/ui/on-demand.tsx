'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code downloads the first time it renders: `fallback` shows meanwhile and
 * `Unavailable` if the download fails. React's own `lazy` rather than `next/dynamic`, whose loader
 * added ~2 KB gzip to each screen using it (decision 37); these render only in the browser, below the
 * start-up gate, so server rendering has nothing to skip.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
  Unavailable: () => ReactNode,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({
    default: await load().catch((): ComponentType<Props> => Unavailable),
  }));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
