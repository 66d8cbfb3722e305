/**
 * Rebuilds the static export only when it no longer matches the sources or the build-time
 * environment, so `npm start` and the end-to-end tests do not pay ~25 s for an unchanged site.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { pointBuildAtDemoBackends } from '../lib/config/local-ports.cjs';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_PAGE = join(PROJECT_ROOT, 'out', 'index.html');
const BUILD_ENV_FILE = join(PROJECT_ROOT, 'out', '.build-env.json');

const SOURCE_DIRS = ['app', 'components', 'hooks', 'lib', 'store', 'server', 'public'];
// Next also reads the .env files at build time; those absent are skipped.
const SOURCE_FILES = [
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
// server/ holds the build's Node steps (post-build.mjs, the precache lists next.config.mjs reads);
// the static server's own entry point is not part of the site: changing it must not cost a
// rebuild. Its resolver (lib/routes/resolve-exported-path.mjs) is: the worker bundles it (decision 14).
const IGNORED_FILES = new Set([join(PROJECT_ROOT, 'server', 'serve.mjs')]);
const isTestFile = (name) => /\.test\./.test(name);

export async function buildIfStale() {
  pointBuildAtDemoBackends();
  const reason = staleReason();
  if (reason === null) {
    console.log('Static site in out/ is up to date.');
    return;
  }
  console.log(`Building the static site (${reason}); this takes a few minutes ...`);
  await runBuild();
  writeFileSync(BUILD_ENV_FILE, `${JSON.stringify(buildEnv(), null, 2)}\n`);
}

/** Why out/ must be rebuilt, or null when it need not be. */
function staleReason() {
  const builtAt = modifiedAt(BUILT_PAGE);
  if (builtAt === null) return 'out/index.html is missing';
  if (newestSourceChange() > builtAt) return 'sources changed since the last build';
  if (readBuiltEnv() !== JSON.stringify(buildEnv())) return 'NEXT_PUBLIC_* variables differ from the last build';
  return null;
}

/** NEXT_PUBLIC_* values are inlined into the bundle, so a different value needs a new build. */
function buildEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The environment of the last build; unknown (null) for a build not made by this script. */
function readBuiltEnv() {
  try {
    return JSON.stringify(JSON.parse(readFileSync(BUILD_ENV_FILE, 'utf8')));
  } catch {
    return null;
  }
}

function newestSourceChange() {
  const dirTimes = SOURCE_DIRS.map((dir) => newestChangeIn(join(PROJECT_ROOT, dir)));
  const fileTimes = SOURCE_FILES.map((file) => modifiedAt(join(PROJECT_ROOT, file)) ?? 0);
  return Math.max(0, ...dirTimes, ...fileTimes);
}

/**
 * Directories count too: deleting or renaming a file changes only its directory's time, and a
 * deleted page must leave the site.
 */
function newestChangeIn(dir) {
  const own = modifiedAt(dir);
  if (own === null) return 0;
  let newest = own;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Test fixtures (`__fixtures__/`) are never part of the site, like the tests beside the code.
    if (entry.isDirectory()) newest = entry.name === '__fixtures__' ? newest : Math.max(newest, newestChangeIn(path));
    else if (!isTestFile(entry.name) && !IGNORED_FILES.has(path)) newest = Math.max(newest, modifiedAt(path) ?? 0);
  }
  return newest;
}

function modifiedAt(path) {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

/** Next's own step lines, shown as the build's progress; the rest of its log is held back. */
const BUILD_STEPS = [
  [/Creating an optimized production build/, 'compiling the pages'],
  [/Compiled successfully/, 'compiled'],
  [/Running TypeScript/, 'checking types'],
  [/Collecting page data/, 'collecting page data'],
  [/Generating static pages/, 'exporting the pages'],
  [/Finalizing page optimization/, 'finalizing'],
  [/^Route \(app\)/, 'compressing the site and writing its Content-Security-Policy'],
];
/** A build step can run for minutes on a busy machine: a line this often says it still runs. */
const HEARTBEAT_MS = 30_000;

/**
 * Runs `npm run build`, printing one line per step and, while a step runs long, how long the build
 * has taken so far. Next's and next-pwa's notes (telemetry, "call window.workbox.register()", ...)
 * are written for whoever sets a project up, not for someone starting the demo, and read like steps
 * to follow (the worker is registered by lib/pwa/worker-registration.ts): they are held back, and
 * the whole log is printed when the build fails. `npm run build` shows it always.
 */
function runBuild() {
  const startedAt = Date.now();
  const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
  return new Promise((resolveBuild, rejectBuild) => {
    const output = [];
    let step = 'starting';
    let pending = '';
    const say = (text) => console.log(`  ${text} (${elapsed()})`);
    const heartbeat = setInterval(() => say(`still building: ${step}`), HEARTBEAT_MS);
    const readLines = (chunk) => {
      output.push(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const found = BUILD_STEPS.find(([pattern]) => pattern.test(line.trim()));
        if (found && found[1] !== step) {
          step = found[1];
          say(step);
          heartbeat.refresh();
        }
      }
    };
    const build = spawn('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    build.stdout.on('data', readLines);
    build.stderr.on('data', readLines);
    build.on('error', (error) => {
      clearInterval(heartbeat);
      rejectBuild(error);
    });
    build.on('close', (code, signal) => {
      clearInterval(heartbeat);
      if (code === 0) {
        console.log(`Built in ${elapsed()}.`);
        resolveBuild();
        return;
      }
      process.stderr.write(Buffer.concat(output));
      rejectBuild(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

function isRunDirectly() {
  return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isRunDirectly()) {
  try {
    await buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
