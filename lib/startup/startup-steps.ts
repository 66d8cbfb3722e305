import { productApi } from '@/lib/api/product-api';
import { deepLinkCallbackTarget } from '@/lib/auth/deep-link';
import { signOut } from '@/lib/auth/sign-out';
import { startPwa } from '@/lib/pwa/start-pwa';
import { routes } from '@/lib/routes/routes';
import { watchIdleSession } from '@/lib/session/idle-session';
import { onSessionEnd, watchOtherTabs, type EndedSession } from '@/lib/session/session-end';
import { sessionEndOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import { sessionEndProgress } from '@/lib/shared-device/session-end-progress';
import { proceed, type StartupStep } from './run-startup';
import { removeStaleSession } from './stale-session';

/**
 * Where a session's end goes after its first step: a session this tab ended runs the rest of the
 * routine (its code loads then, decision 37); one another tab ended or replaced was cleared there,
 * and this tab only leaves the student's screens, for `/`.
 */
function afterSessionEnd(ended: EndedSession): void {
  if (ended.cause === 'elsewhere') {
    window.location.assign(ended.leaveTo);
    return;
  }
  sessionEndOnDemand()
    .then(({ finishSessionEnd }) => finishSessionEnd(ended))
    .catch((error: unknown) => {
      console.error('The session ended, but what removes its data could not load', error);
      sessionEndProgress.set({ sessionId: ended.id, cause: ended.cause, phase: 'failed', failed: [] });
    });
}

let sessionEndsWired = false;

/** What must hold before the app mounts (product.md section 1). */
export const startupSteps: readonly StartupStep[] = [
  {
    // First, so that even a start-up failing later can sign out. Once per page: start-up runs
    // again on Try again (and twice under React's strict mode).
    name: 'session-end',
    run: () => {
      if (!sessionEndsWired) {
        sessionEndsWired = true;
        onSessionEnd(afterSessionEnd);
        watchOtherTabs(routes.home);
        watchIdleSession(() => signOut('idle'));
      }
      return proceed;
    },
  },
  {
    // A session that can no longer be restored leaves nothing of its student behind, whoever comes
    // next. Not on /callback: the sign-in finishing there clears what the previous student left.
    name: 'stale-session',
    run: () => {
      if (window.location.pathname !== routes.callback) void removeStaleSession();
      return proceed;
    },
  },
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
