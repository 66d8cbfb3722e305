/**
 * Runs after `next build` (package.json `build`): precompresses the export's text files to `.br`
 * and `.gz` beside them, and writes the Content-Security-Policy with the hashes of every inline
 * script the exported HTML holds to `out/.csp.json` (read by `npm run serve`) and
 * `out/.csp-header.conf` (included by the nginx config), and the finished Firebase config with that
 * policy to `firebase.json` beside `out/` (firebase-config.mjs). Dotfiles are never served.
 */
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { DEFAULT_API_URL, DEFAULT_AUTH_URL } from '../lib/config/local-ports.cjs';
import { contentSecurityPolicy, inlineScriptHashes, isCompressible, isHiddenPath } from './delivery.mjs';
import { finishedFirebaseConfig } from './firebase-config.mjs';

const DEFAULT_ROOT = fileURLToPath(new URL('../out/', import.meta.url));
const FIREBASE_TEMPLATE = fileURLToPath(new URL('../docs/deploy/firebase.json', import.meta.url));

/**
 * The Firebase config to deploy this build with, where `firebase deploy` looks for it: beside the
 * site folder, publishing it. Its `predeploy` hook checks the policy again before anything goes live.
 */
function writeFirebaseConfig(root, policy) {
  const siteRoot = resolve(root);
  const config = JSON.parse(finishedFirebaseConfig(readFileSync(FIREBASE_TEMPLATE, 'utf8'), policy));
  config.hosting.public = basename(siteRoot);
  writeFileSync(join(dirname(siteRoot), 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** The build-time URLs, read with the same defaults as lib/config/env.ts. */
function buildTimeUrls(environment) {
  return {
    apiUrl: environment.NEXT_PUBLIC_API_URL || DEFAULT_API_URL,
    authUrl: environment.NEXT_PUBLIC_AUTH_URL || DEFAULT_AUTH_URL,
    extraApiHosts: (environment.NEXT_PUBLIC_API_HOSTS || '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

function siteFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !isHiddenPath(file));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside a text file of the site. Every change to a file must
 * be followed by this: the servers send the compressed copy whenever it exists.
 * @returns {number} the size of the brotli copy
 */
export function precompress(root, file, content = readFileSync(join(root, file))) {
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(join(root, `${file}.br`), br);
  writeFileSync(join(root, `${file}.gz`), gzipSync(content, { level: 9 }));
  return br.length;
}

export function postBuild(root = DEFAULT_ROOT, environment = process.env) {
  const files = siteFiles(root);
  let original = 0;
  let brotli = 0;
  const scriptHashes = new Set();
  for (const file of files.filter(isCompressible)) {
    const content = readFileSync(join(root, file));
    if (file.endsWith('.html')) inlineScriptHashes(content.toString('utf8')).forEach((hash) => scriptHashes.add(hash));
    original += content.length;
    brotli += precompress(root, file, content);
  }
  const policy = contentSecurityPolicy({ scriptHashes: [...scriptHashes], ...buildTimeUrls(environment) });
  writeFileSync(
    join(root, '.csp.json'),
    `${JSON.stringify({ policy, scriptHashes: [...scriptHashes].sort() }, null, 2)}\n`,
  );
  writeFileSync(join(root, '.csp-header.conf'), `add_header Content-Security-Policy "${policy}" always;\n`);
  writeFirebaseConfig(root, policy);
  return { compressed: files.filter(isCompressible).length, original, brotli, inlineScripts: scriptHashes.size };
}

function isRunDirectly() {
  return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isRunDirectly()) {
  const started = Date.now();
  const { compressed, original, brotli, inlineScripts } = postBuild(process.env.SITE_ROOT ?? DEFAULT_ROOT);
  console.log(
    `Precompressed ${compressed} files (${(original / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli) ` +
      `and hashed ${inlineScripts} distinct inline scripts in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
