import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base } from '@playwright/test';
import { localPorts } from '../../lib/config/local-ports.cjs';
import type { EnginePage } from './engine-page';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';

const ports = localPorts();
export const siteUrl = `http://localhost:${ports.site}`;
/** WebKitWebDriver's port: beside the demo API's, clear of the Chromium suite's (API port +100 and up). */
const webKitDriverPort = ports.api + 10;
/** A phone, as most students hold one. */
const phone = { width: 390, height: 844 };

interface Closable {
  close: () => Promise<void>;
}

/** Plain JavaScript modules of the project, loaded as ES modules from Playwright's CommonJS. */
const projectModule = <T>(path: string): Promise<T> =>
  import(pathToFileURL(join(__dirname, '..', '..', path)).href) as Promise<T>;

async function startSite(): Promise<Closable> {
  const { startStaticServer } = await projectModule<{
    startStaticServer: (options: { port: number; quiet: boolean }) => Promise<Closable>;
  }>('server/serve.mjs');
  return startStaticServer({ port: ports.site, quiet: true });
}

/** The static site, which a journey may take down (and bring back) to prove the worker serves pages. */
export interface Site {
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/**
 * The engine's page, signed out at first and shared by the journeys of one engine in order (the
 * file runs serially): one browser per engine, as one student's phone.
 */
export const test = base.extend<object, { site: Site; enginePage: EnginePage }>({
  site: [
    async ({}, use) => {
      const { startDemoBackends } = await projectModule<{
        startDemoBackends: (options: { apiPort: number; authPort: number; quiet: boolean }) => Promise<Closable>;
      }>('demo/backend.mjs');
      const backends = await startDemoBackends({ apiPort: ports.api, authPort: ports.auth, quiet: true });
      let server: Closable | null = await startSite();
      await use({
        stop: async () => {
          await server?.close();
          server = null;
        },
        start: async () => {
          server ??= await startSite();
        },
      });
      await server?.close();
      await backends.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  enginePage: [
    async ({ site }, use, workerInfo) => {
      void site;
      const engine = workerInfo.project.name;
      const page =
        engine === 'firefox' ? await openFirefox(siteUrl, phone) : await openWebKit(siteUrl, phone, webKitDriverPort);
      await use(page);
      await page.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
