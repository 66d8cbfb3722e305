/**
 * `npm start`: the whole demo on a laptop. Builds the site when out/ is stale, starts the demo
 * backends and the static server, and says where to sign in. Ctrl-C stops everything.
 *
 * Environment: PORT (site), DEMO_API_PORT, DEMO_AUTH_PORT (defaults in lib/config/local-ports.cjs);
 * DEMO_REQUEST_LOG=1 prints every request the demo backends answer.
 */
import { localPorts } from '../lib/config/local-ports.cjs';
import { startStaticServer } from '../server/serve.mjs';
import { startDemoBackends } from './backend.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { requestLogWanted } from './http/request-log.mjs';
import { demoStudents } from './students.mjs';

function printWelcome(siteUrl) {
  const { username, password } = demoStudents[0];
  const rule = '-'.repeat(72);
  console.log(
    [
      '',
      rule,
      `  Open ${siteUrl} and sign in as ${username} / ${password}`,
      '  Ctrl-C stops the site and the demo backends.',
      rule,
      '',
    ].join('\n'),
  );
}

async function main() {
  const { site: sitePort, api: apiPort, auth: authPort } = localPorts();
  await buildIfStale();

  const running = [];
  let stopping = false;
  const stop = async (exitCode) => {
    if (stopping) process.exit(exitCode); // a second Ctrl-C does not wait
    stopping = true;
    await Promise.allSettled(running.map((service) => service.close()));
    process.exit(exitCode);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  try {
    running.push(await startDemoBackends({ apiPort, authPort, quiet: !requestLogWanted() }));
    const site = await startStaticServer({ port: sitePort, quiet: true });
    running.push(site);
    printWelcome(site.url);
  } catch (error) {
    const portHint = 'set PORT, DEMO_API_PORT or DEMO_AUTH_PORT to free ports';
    console.error(error.code === 'EADDRINUSE' ? `${error.message}: ${portHint}.` : error.message);
    await stop(1);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
