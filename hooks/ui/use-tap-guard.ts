'use client';

import { useCallback, useRef } from 'react';
import { buttonTouchSuppressionMs } from '@/lib/config/ui';
import { createTapGuard } from '@/lib/ui/tap-guard';

/** Wraps a click handler so a repeated tap within the touch-suppression window (product.md section 9) does nothing. */
export function useTapGuard<E extends { preventDefault: () => void }>(
  handler: ((event: E) => void) | undefined,
  enabled = true,
) {
  const accept = useRef(createTapGuard(buttonTouchSuppressionMs));
  return useCallback(
    (event: E) => {
      if (enabled && !accept.current(Date.now())) {
        // Also keeps a submit button from submitting its form a second time.
        event.preventDefault();
        return;
      }
      handler?.(event);
    },
    [handler, enabled],
  );
}
