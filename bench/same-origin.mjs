/**
 * The same-origin deployment (docs/deploy/README.md §4c) for the bench: one origin serving the
 * static export and, under `/api/` and `/media/`, the product API, as the nginx configuration's
 * proxy blocks do. A small front server forwards those two paths to the demo API and everything
 * else to the static server, over kept-alive connections (as nginx keeps its upstreams).
 *
 * The portal's export names its API's address in its scripts, payloads and pages (the build inlines
 * NEXT_PUBLIC_API_URL) and its policy hashes the head's script that holds it. `sameOriginCopy`
 * copies an export with that address replaced by the front server's, then runs the build's own
 * post-build step on the copy (compressed copies, policy): the files a build made with
 * NEXT_PUBLIC_API_URL set to the site's origin would hold, without a second build of the portal.
 * The two addresses must be as long as each other: React's payloads in the pages count the length
 * of the text they carry, and a longer address breaks them (the app never starts). So the front
 * server takes a port with as many digits as the API's (`portsLike`).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';

import { isCompressible } from '../server/delivery.mjs';
import { postBuild } from '../server/post-build.mjs';
import { startStaticServer } from '../server/serve.mjs';

const apiPaths = /^\/(api|media)\//;

/** The text files of an export that name an address (what post-build.mjs compresses), without their compressed copies. */
function textFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Copies the export in `outDir` to `copyDir` with every `fromApiUrl` (its origin, with or without
 * the trailing slash) replaced by `toOrigin`, and redoes the post-build step there. Throws when
 * the export does not name `fromApiUrl` at all (built for another API).
 * @returns {{ files: number }} how many files named the API
 */
export function sameOriginCopy(outDir, copyDir, { fromApiUrl, toOrigin }) {
  const from = new URL(fromApiUrl).origin;
  if (toOrigin.length !== from.length)
    throw new Error(`${toOrigin} is not as long as ${from}: the pages' payloads count their text's length`);
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(outDir, copyDir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  let files = 0;
  for (const file of textFiles(copyDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(file, text.replaceAll(from, toOrigin));
    files += 1;
  }
  if (files === 0) throw new Error(`the export in ${outDir} does not name ${from}: built for another API`);
  postBuild(copyDir, { NEXT_PUBLIC_API_URL: `${toOrigin}/` });
  return { files };
}

/** Forwards `request` to `target` (a base URL) and its answer back, headers and body as they are. */
function forward(request, response, target, agent) {
  const upstream = httpRequest(
    new URL(request.url, target),
    { method: request.method, headers: { ...request.headers, host: new URL(target).host }, agent },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/** Ports after `port` with as many digits, to try in turn: an address as long as `http://localhost:<port>`. */
export function portsLike(port) {
  const digits = String(port).length;
  return Array.from({ length: 50 }, (_, step) => port + 2 + step).filter((next) => String(next).length === digits);
}

async function listenOnFirstFree(server, ports) {
  for (const port of ports) {
    const listening = await new Promise((resolve, reject) => {
      const failed = (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error));
      server.once('error', failed);
      server.listen(port, 'localhost', () => {
        server.off('error', failed);
        resolve(true);
      });
    });
    if (listening) return;
  }
  throw new Error(`no free port among ${ports[0]}–${ports.at(-1)}`);
}

/**
 * Serves a site and the API at `apiUrl` under one origin, on the first free port of `ports` (`[0]`:
 * any). `root` is the export's folder, or a function given the origin (`http://localhost:<port>`)
 * that returns it: an export must name its API's address, known only once the port is.
 * @returns {Promise<{ url: string, root: string, close: () => Promise<void> }>}
 */
export async function startSameOriginSite({ root, apiUrl, ports = [0] }) {
  const agent = new Agent({ keepAlive: true });
  let siteUrl = null;
  const server = createServer((request, response) => {
    if (siteUrl === null) {
      response.writeHead(503);
      response.end();
      return;
    }
    forward(request, response, apiPaths.test(request.url) ? apiUrl : siteUrl, agent);
  });
  await listenOnFirstFree(server, ports);
  const origin = `http://localhost:${server.address().port}`;
  const close = async () => {
    await new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    agent.destroy();
  };
  let site;
  try {
    const siteRoot = typeof root === 'function' ? root(origin) : root;
    site = await startStaticServer({ root: siteRoot, port: 0, quiet: true });
    siteUrl = site.url;
    return {
      url: `${origin}/`,
      root: siteRoot,
      close: async () => {
        await close();
        await site.close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
