'use client';

import { useEffect, useState } from 'react';
import { resizeDebounceMs } from '@/lib/config/ui';
import { debounce } from '@/lib/ui/debounce';
import { coveredBottom } from '@/lib/ui/viewport-inset';

/**
 * The px at the bottom of the screen hidden by the on-screen keyboard, followed as the viewport
 * resizes; resize events come in bursts, so it is measured once they settle (product.md section 9: 16 ms).
 */
export function useCoveredBottom(): number {
  const [covered, setCovered] = useState(0);
  useEffect(() => {
    const visual = window.visualViewport;
    const measure = debounce(() => setCovered(coveredBottom(window.innerHeight, visual)), resizeDebounceMs);
    visual?.addEventListener('resize', measure);
    visual?.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      measure.cancel();
      visual?.removeEventListener('resize', measure);
      visual?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return covered;
}
