import { spawn } from 'node:child_process';
import { chromiumLaunchOptions } from './chromium.mjs';
import { demoAuthIssuer, localPorts } from '../../lib/config/local-ports.cjs';

/**
 * Each Playwright worker runs its own demo backends, so tests in parallel never share the demo's
 * state (a reset, a queued fault, an exam attempt). The built site calls the URLs built into it;
 * the worker's Chromium resolves those to its own backends (`--host-resolver-rules` maps host and
 * port), so the page, the worker and the CSP see the very URLs a student's browser would.
 */
const builtPorts = localPorts();
// 0 .. workers-1, stable for a worker slot (a worker restarted after a failure gets the same one).
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const workerPorts = { api: builtPorts.api + 100 + 2 * slot, auth: builtPorts.api + 101 + 2 * slot };

/** The URLs the built site calls: what a page's requests, routes and answers name. */
export const siteApiUrl = `http://localhost:${builtPorts.api}`;
export const siteAuthUrl = `http://localhost:${builtPorts.auth}`;

/** This worker's own backends: where a test's own requests (demo controls, API reads) go. */
export const demoApiUrl = `http://localhost:${workerPorts.api}`;
export const demoAuthUrl = `http://localhost:${workerPorts.auth}`;

export const workerLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    `--host-resolver-rules=MAP localhost:${builtPorts.api} 127.0.0.1:${workerPorts.api},` +
      `MAP localhost:${builtPorts.auth} 127.0.0.1:${workerPorts.auth}`,
  ],
};

/**
 * Starts this worker's backends in a process of their own (`npm run demo:backend`), with the
 * identity provider's issuer set to the URL the site knows; resolves once both answer.
 */
export function startWorkerBackends(): Promise<{ close: () => Promise<void> }> {
  const backend = spawn(process.execPath, ['demo/backend.mjs'], {
    env: {
      ...process.env,
      DEMO_API_PORT: String(workerPorts.api),
      DEMO_AUTH_PORT: String(workerPorts.auth),
      DEMO_AUTH_ISSUER: demoAuthIssuer(builtPorts.auth),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => backend.once('exit', () => resolve()));
  const close = async () => {
    backend.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Press Ctrl-C to stop.')) return;
      // Ready: its request log goes nowhere from now on (as before, under Playwright's webServer); errors show.
      backend.stdout.off('data', collect).resume();
      backend.stderr.off('data', collect).pipe(process.stderr);
      resolve({ close });
    };
    backend.stdout.on('data', collect);
    backend.stderr.on('data', collect);
    backend.once('exit', (code) => reject(new Error(`demo backends exited (${code}):\n${output}`)));
  });
}
