/**
 * A deploy config must never go live without this build's Content-Security-Policy. The build
 * (post-build.mjs) writes the finished Firebase config from the template in docs/deploy/, and the
 * config's `predeploy` hook runs the check below, so `firebase deploy` stops loudly on a config
 * that holds the template's placeholder, no policy, or another build's policy.
 *
 *   node server/firebase-config.mjs check <firebase.json>
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the template holds where the build puts its policy. */
export const POLICY_PLACEHOLDER = '@CSP_OF_THIS_BUILD@';

const policyHeader = 'Content-Security-Policy';

/** The headers Firebase sends on every path (the `"source": "**"` rule). */
const everywhereHeaders = (config) => config?.hosting?.headers?.find((rule) => rule.source === '**')?.headers ?? [];

/** The template with this build's policy in place of the placeholder, as the file's text. */
export function finishedFirebaseConfig(templateText, policy) {
  const config = JSON.parse(templateText);
  for (const header of everywhereHeaders(config)) {
    if (header.key === policyHeader && header.value === POLICY_PLACEHOLDER) header.value = policy;
  }
  const problems = firebaseConfigProblems(config, policy);
  if (problems.length > 0) throw new Error(`The Firebase template cannot be finished: ${problems.join('; ')}`);
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Why the config must not be deployed with the site whose policy is `policy`; empty when it may. */
export function firebaseConfigProblems(config, policy) {
  const sent = everywhereHeaders(config).filter((header) => header.key === policyHeader);
  if (sent.length === 0) return [`sends no ${policyHeader} on every path ("source": "**")`];
  return sent.flatMap(({ value }) => {
    if (value === POLICY_PLACEHOLDER) return [`still holds the placeholder ${POLICY_PLACEHOLDER}`];
    if (value !== policy) return ["holds a policy other than this build's (out/.csp.json): build again, then deploy"];
    return [];
  });
}

/** The policy the build wrote beside the site the config publishes. */
function builtPolicy(configPath, config) {
  const siteRoot = resolve(dirname(configPath), config?.hosting?.public ?? 'out');
  try {
    return JSON.parse(readFileSync(join(siteRoot, '.csp.json'), 'utf8')).policy;
  } catch {
    return null;
  }
}

/** @returns {string[]} the problems of the config at `configPath`, empty when it may go live */
export function checkFirebaseConfigFile(configPath) {
  let config;
  try {
    config = JSON.parse(readFileSync(configPath, 'utf8'));
  } catch (error) {
    return [`cannot be read: ${error.message}`];
  }
  const policy = builtPolicy(configPath, config);
  if (policy === null) return ['the site it publishes has no policy (.csp.json): run `npm run build` first'];
  return firebaseConfigProblems(config, policy);
}

function isRunDirectly() {
  return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isRunDirectly()) {
  const [command, configPath] = process.argv.slice(2);
  if (command !== 'check' || !configPath) {
    console.error('Usage: node server/firebase-config.mjs check <firebase.json>');
    process.exit(2);
  }
  const problems = checkFirebaseConfigFile(configPath);
  if (problems.length > 0) {
    console.error(`DEPLOY STOPPED: ${configPath} would serve the site without its Content-Security-Policy:`);
    problems.forEach((problem) => console.error(`  - ${problem}`));
    process.exit(1);
  }
  console.log(`${configPath}: sends this build's Content-Security-Policy.`);
}
