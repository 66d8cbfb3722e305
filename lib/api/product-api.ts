import { env } from '@/lib/config/env';
import { routes } from '@/lib/routes/routes';
import { currentSessionId, readAccessToken } from '@/lib/session/session';
import { endSession, isCurrentSession, sessionSignal } from '@/lib/session/session-end';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | null = null;

/**
 * The one product-API client of the app, created on first use so an invalid API URL surfaces
 * as a start-up failure instead of an import-time crash. Its reads are bound to the session they
 * were sent under; a 401 or 403 ends that session, once however many come (decision 22): the
 * student's data then leaves the device and the page goes to `/loginProblem`
 * (lib/shared-device/session-end.ts hears of it).
 */
export function productApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: env.apiUrl,
    extraHosts: env.extraApiHosts,
    getAccessToken: readAccessToken,
    session: { currentId: currentSessionId, isCurrent: isCurrentSession, signal: sessionSignal },
    onAuthFailure: (sessionId) => void endSession(sessionId, 'refused', routes.loginProblem),
  });
  return client;
}
