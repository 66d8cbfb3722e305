/**
 * The demo backends: the product API and the identity provider, seeded, in one process (the API
 * checks access tokens in the provider's store). `npm run demo:backend` and the end-to-end tests
 * (one per Playwright worker) run this file; `npm start` uses startDemoBackends().
 *
 * Environment: DEMO_API_PORT, DEMO_AUTH_PORT (defaults in lib/config/local-ports.cjs), and
 * DEMO_AUTH_ISSUER, the issuer the identity provider names itself by when that is not
 * `http://localhost:<DEMO_AUTH_PORT>/` (e2e/support/worker-backends.ts: the URL the site knows);
 * DEMO_REQUEST_LOG=1 prints every request answered.
 */
import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS, localPorts } from '../lib/config/local-ports.cjs';
import { startProductApi } from './api/api-server.mjs';
import { startIdentityProvider } from './identity/identity-server.mjs';
import { generateSigningKey } from './identity/signing-key.mjs';
import { requestLogWanted } from './http/request-log.mjs';
import { demoStudents } from './students.mjs';

/**
 * @param {{ apiPort?: number, authPort?: number, authIssuer?: string, quiet?: boolean }} [options]
 *   quiet suppresses the per-request log lines; authIssuer is DEMO_AUTH_ISSUER's value.
 * @returns {Promise<{ apiUrl: string, authUrl: string, close: () => Promise<void> }>}
 */
export async function startDemoBackends({
  apiPort = DEFAULT_PORTS.api,
  authPort = DEFAULT_PORTS.auth,
  authIssuer,
  quiet = false,
} = {}) {
  const signingKey = await generateSigningKey();
  const identity = await startIdentityProvider({ port: authPort, signingKey, quiet, issuer: authIssuer });
  let api;
  try {
    api = await startProductApi({ port: apiPort, provider: identity.provider, signingKey, quiet });
  } catch (error) {
    await identity.close();
    throw error;
  }
  return {
    apiUrl: api.url,
    authUrl: identity.url,
    close: async () => {
      await Promise.all([api.close(), identity.close()]);
    },
  };
}

async function main() {
  let backends;
  try {
    const { api: apiPort, auth: authPort } = localPorts();
    backends = await startDemoBackends({
      apiPort,
      authPort,
      authIssuer: process.env.DEMO_AUTH_ISSUER || undefined,
      quiet: !requestLogWanted(),
    });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(`Port ${error.port} is already in use. Stop what runs there, or set DEMO_API_PORT / DEMO_AUTH_PORT.`);
    process.exit(1);
  }

  console.log(`Product API:       ${backends.apiUrl}`);
  console.log(`Identity provider: ${backends.authUrl}`);
  console.log('Demo students (username / password):');
  for (const student of demoStudents) {
    console.log(`  ${student.username} / ${student.password}  (${student.firstName} ${student.lastName})`);
  }
  console.log('Press Ctrl-C to stop.');

  const stop = async () => {
    await backends.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
