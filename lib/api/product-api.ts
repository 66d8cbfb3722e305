import { clearSession, currentStudent, readAccessToken } from '@/lib/auth/session';
import { env } from '@/lib/config/env';
import { routes } from '@/lib/routes/routes';
import { forgetStudentOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | null = null;

/**
 * The one product-API client of the app, created on first use so an invalid API URL surfaces
 * as a start-up failure instead of an import-time crash.
 */
export function productApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: env.apiUrl,
    extraHosts: env.extraApiHosts,
    getAccessToken: readAccessToken,
    onAuthFailure: () => {
      // The student is read before the session goes; their data leaves the device before the page does.
      const student = currentStudent();
      clearSession();
      void forgetStudentOnDemand()
        .then(({ endStudentSession }) => endStudentSession(student))
        .finally(() => window.location.assign(routes.loginProblem));
    },
  });
  return client;
}
