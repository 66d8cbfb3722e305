'use client';

import { useMediaQuery } from './use-media-query';

/** Whether the student asked the system for less motion: animations then take no time. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
