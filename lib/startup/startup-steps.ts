import { productApi } from '@/lib/api/product-api';
import { deepLinkCallbackTarget } from '@/lib/auth/deep-link';
import { startPwa } from '@/lib/pwa/start-pwa';
import { proceed, type StartupStep } from './run-startup';

/** What must hold before the app mounts (product.md section 1). */
export const startupSteps: readonly StartupStep[] = [
  {
    name: 'api-url',
    run: () => {
      productApi();
      return proceed;
    },
  },
  {
    name: 'deep-link',
    run: () => {
      const target = deepLinkCallbackTarget(window.location.href);
      return target ? { kind: 'redirect', to: target } : proceed;
    },
  },
  {
    // Registers /sw.js without waiting for it: the worker is an addition, never a condition.
    name: 'service-worker',
    run: () => {
      startPwa();
      return proceed;
    },
  },
];
