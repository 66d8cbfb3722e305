import { createServer } from 'node:http';

/**
 * Serves `handler` on 127.0.0.1 and ::1 at `port`. `localhost` resolves to either address
 * depending on the machine (and Node and Chromium try them in different orders), so both must
 * answer; binding only to loopback keeps the demo off the network. A machine without IPv6 gets
 * 127.0.0.1 only.
 *
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function listenOnLoopback(handler, port) {
  const servers = [await listen(handler, port, '127.0.0.1')];
  try {
    servers.push(await listen(handler, port, '::1'));
  } catch (error) {
    if (error.code === 'EADDRINUSE') {
      await Promise.all(servers.map(closeServer));
      throw error;
    }
  }
  return { close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}

function listen(handler, port, host) {
  const server = createServer(handler);
  // Clients (Playwright's request context, browsers) reuse an idle connection; with Node's 5 s
  // default the server may close it just as a request goes out on it, which the client sees as
  // ECONNRESET. Outlast the clients' own idle limits instead.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Browsers keep idle keep-alive connections open; without this close() would wait for them.
    server.closeAllConnections();
  });
}
