import { productApi } from '@/lib/api/product-api';
import { deepLinkCallbackTarget } from '@/lib/auth/deep-link';
import { proceed, type StartupStep } from './run-startup';

/** What must hold before the app mounts (spec section 1). */
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
];
