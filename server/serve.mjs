/**
 * `npm run serve`: serves the static export with the rewrites its dynamic routes need (see
 * lib/routes/resolve-exported-path.mjs) and nothing else. Also used by `npm start` and the end-to-end tests.
 *
 * Environment when run directly: SITE_ROOT (default `out/`), PORT (default 3000), HOST (default
 * `localhost`, the loopback interface: a public deployment puts a reverse proxy in front).
 *
 * Text files go out precompressed when the client accepts it (the build writes `.br` and `.gz`
 * beside them, post-build.mjs), and every response carries the build's Content-Security-Policy
 * (`out/.csp.json`) and the other security headers (delivery.mjs). Dotfiles are never served.
 */
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';

import {
  chooseEncoding,
  ENCODINGS,
  FALLBACK_POLICY,
  isCompressible,
  isHiddenPath,
  isNotModified,
  SECURITY_HEADERS,
  validatorsFor,
} from './delivery.mjs';
import { localPorts } from '../lib/config/local-ports.cjs';
import { cacheControlFor, contentTypeFor, resolveRequestPath } from '../lib/routes/resolve-exported-path.mjs';

const DEFAULT_ROOT = fileURLToPath(new URL('../out/', import.meta.url));

/**
 * @param {{ root?: string, port?: number, host?: string, quiet?: boolean }} [options]
 *   port 0 picks a free port; quiet suppresses the "Site:" line.
 * @returns {Promise<{ url: string, address: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root = DEFAULT_ROOT, port = 3000, host = 'localhost', quiet = false } = {}) {
  const siteRoot = resolve(root);
  if (!existsSync(join(siteRoot, 'index.html'))) {
    throw new Error(`No built site in ${siteRoot} (index.html is missing). Run \`npm run build\` first.`);
  }
  const policy = readPolicy(siteRoot);

  const server = createServer((request, response) => {
    try {
      handleRequest(siteRoot, policy, request, response);
    } catch (error) {
      // One bad request must not take the site (and, under `npm start`, the demo backends) down.
      console.error(`Static server: ${request.method} failed: ${error.message}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end();
    }
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, resolveListen);
  });

  const url = `http://localhost:${server.address().port}/`;
  if (!quiet) console.log(`Site: ${url}`);
  return {
    url,
    address: server.address().address,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        // Browsers hold keep-alive connections open; without this close() waits for them.
        server.closeAllConnections();
      }),
  };
}

/** The policy the build computed for this export, or a strict one that lets no inline script run. */
function readPolicy(siteRoot) {
  try {
    return JSON.parse(readFileSync(join(siteRoot, '.csp.json'), 'utf8')).policy;
  } catch {
    return FALLBACK_POLICY;
  }
}

function handleRequest(siteRoot, policy, request, response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('Content-Security-Policy', policy);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return;
  }
  // The raw target, not a WHATWG URL: that would silently resolve `..` and `%2e%2e` away, and the
  // resolver must see them to refuse them.
  const pathname = request.url.split('?')[0];
  const resolved = pathname.startsWith('/')
    ? resolveRequestPath(pathname, (path) => (isHiddenPath(path) ? null : entryType(siteRoot, path)))
    : { status: 400 };
  if (resolved.status === 400) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad request\n');
    return;
  }
  sendFile(siteRoot, resolved, request, response);
}

/**
 * A path the file system refuses (too long: ENAMETOOLONG; a NUL byte; a component that is a
 * file) names nothing here: it must end as a 404, never as an exception that stops the server.
 */
function statOrNull(path) {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

function entryType(siteRoot, relativePath) {
  const stats = statOrNull(join(siteRoot, relativePath));
  if (stats?.isFile()) return 'file';
  if (stats?.isDirectory()) return 'dir';
  return null;
}

function sendFile(siteRoot, { file, status }, request, response) {
  const stats = statOrNull(join(siteRoot, file));
  if (!stats?.isFile()) {
    // Only a site without 404.html (or one changing under our feet) gets here.
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found\n');
    return;
  }
  const headers = { 'Content-Type': contentTypeFor(file), 'Cache-Control': cacheControlFor(file) };
  let sent = { path: join(siteRoot, file), size: stats.size, mtimeMs: stats.mtimeMs };
  let sentEncoding = null;
  if (isCompressible(file)) {
    // Caches must keep one copy per encoding, whichever this request gets.
    headers.Vary = 'Accept-Encoding';
    const variants = new Map();
    for (const { name, suffix } of ENCODINGS) {
      const variant = statOrNull(join(siteRoot, `${file}${suffix}`));
      if (variant?.isFile()) {
        variants.set(name, { path: join(siteRoot, `${file}${suffix}`), size: variant.size, mtimeMs: variant.mtimeMs });
      }
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], [...variants.keys()]);
    if (encoding !== null) {
      headers['Content-Encoding'] = encoding;
      sent = variants.get(encoding);
      sentEncoding = encoding;
    }
  }
  // Pages, payloads and /sw.js go out `no-cache`: validators let the revalidation be a 304, not the whole file.
  const { etag, lastModified } = validatorsFor(sent, sentEncoding);
  headers.ETag = etag;
  headers['Last-Modified'] = lastModified;
  if (status === 200 && isNotModified(request.headers, { etag, lastModified })) {
    const { 'Content-Type': _type, 'Content-Encoding': _encoding, ...unchanged } = headers;
    response.writeHead(304, unchanged);
    response.end();
    return;
  }
  // Range requests get the whole file (a 200 is a valid answer to one): the export holds no media.
  response.writeHead(status, { ...headers, 'Content-Length': sent.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  pipeline(createReadStream(sent.path), response, () => {
    // A client that goes away mid-file is routine; the headers are out, so there is nothing to add.
  });
}

function isRunDirectly() {
  return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
}

async function main() {
  const root = process.env.SITE_ROOT ?? DEFAULT_ROOT;
  let port;
  try {
    port = localPorts().site;
    const server = await startStaticServer({ root, port, host: process.env.HOST || 'localhost' });
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to a free port.` : error.message);
    process.exit(1);
  }
}

if (isRunDirectly()) main();
