import { BodyTooLargeError, readBody } from '../http/read-body.mjs';
import { listenOnLoopback } from '../http/loopback-server.mjs';
import { withRequestLog } from '../http/request-log.mjs';
import { accessTokenTtlSeconds, portalClientId } from '../identity/provider.mjs';
import { bearerToken, studentForAccessToken } from './access-tokens.mjs';
import { createDemoControls } from './demo-controls.mjs';
import { endpoints } from './endpoints.mjs';
import { createFaultList, createHolds } from './faults.mjs';
import { signIdToken } from './id-token.mjs';
import { allowMediaFromAnyOrigin, isMediaPath, serveMedia } from './media-files.mjs';
import { preflightMaxAgeSeconds, send, sendJson } from './respond.mjs';
import { createRouter } from './router.mjs';
import { createStudentStates } from './student-states.mjs';

const tenant = 'root';

class InvalidJsonError extends Error {}

/**
 * Starts the demo product API on `port`. It checks access tokens against `provider`, which runs in
 * the same process, and signs id_tokens with the provider's key.
 *
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startProductApi({ port, provider, signingKey, quiet }) {
  const url = `http://localhost:${port}/`;
  const states = createStudentStates();
  const faults = createFaultList();
  const holds = createHolds();
  const route = createRouter(endpoints);
  const demoControl = createDemoControls({ states, faults, holds });
  const tokens = {
    studentFor: (accessToken) => studentForAccessToken(provider, accessToken),
    idTokenFor: (student) =>
      signIdToken({
        signingKey,
        issuer: provider.issuer,
        clientId: portalClientId,
        subject: student.id,
        ttlSeconds: accessTokenTtlSeconds,
      }),
  };

  async function handleRequest(request, response) {
    const requestUrl = new URL(request.url, url);
    const isMedia = isMediaPath(requestUrl.pathname);
    if (isMedia) allowMediaFromAnyOrigin(response);
    else allowAnyOrigin(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
    } else if (requestUrl.pathname.startsWith('/__demo/')) {
      const { status, body } = demoControl(request.method, { url: requestUrl, body: await readJson(request) });
      sendJson(response, status, body);
    } else if (!(await answeredByFault(request, response, faults.take(request.method, requestUrl.pathname), holds))) {
      await (isMedia ? serveMedia(request, response, requestUrl.pathname) : serveApi(request, response, requestUrl));
    }
  }

  async function serveApi(request, response, { pathname: path, searchParams }) {
    if (path.startsWith('/api/') && request.headers.tenant !== tenant) {
      send(response, 400, 'tenant header missing', 'text/plain; charset=utf-8');
      return;
    }
    const found = route(request.method, path);
    if (!found) {
      sendJson(response, 404, { message: 'Not found' });
      return;
    }
    if (found.allowed) {
      response.setHeader('Allow', found.allowed.join(', '));
      sendJson(response, 405, { message: 'Method not allowed' });
      return;
    }
    const { endpoint, params } = found;
    const student = endpoint.public ? undefined : await tokens.studentFor(bearerToken(request));
    if (!endpoint.public && !student) {
      sendJson(response, 401, { message: 'Unauthorized' });
      return;
    }
    const { status, body } = await endpoint.handle({
      params,
      query: searchParams,
      body: await readJson(request, endpoint.bodyLimitBytes),
      student,
      state: student && states.of(student.username),
      tokens,
    });
    sendJson(response, status, body);
  }

  async function handleSafely(request, response) {
    try {
      await handleRequest(request, response);
    } catch (error) {
      if (response.headersSent) {
        response.destroy(error);
      } else if (error instanceof InvalidJsonError) {
        sendJson(response, 400, { message: 'Invalid JSON body' });
      } else if (error instanceof BodyTooLargeError) {
        sendJson(response, 413, { message: 'Request body too large' });
      } else {
        console.error(error);
        sendJson(response, 500, { message: 'Internal server error' });
      }
    }
  }

  const server = await listenOnLoopback(withRequestLog('[api]', handleSafely, { quiet }), port);
  return { url, close: server.close };
}

/**
 * The portal runs on another origin (another port) than the API. Credentials are never sent
 * cross-origin (`credentials: 'same-origin'`), so reflecting any origin exposes nothing. A
 * preflight is kept two hours, the longest Chromium keeps one (docs/api.md, "Every call").
 */
function allowAnyOrigin(request, response) {
  response.setHeader('Vary', 'Origin');
  if (request.headers.origin) response.setHeader('Access-Control-Allow-Origin', request.headers.origin);
  response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, tenant');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  response.setHeader('Access-Control-Max-Age', String(preflightMaxAgeSeconds));
}

/**
 * Applies a test fault, before any check of the request, as a broken server or proxy would.
 * Returns true when the fault gave the answer, false when the real answer should follow.
 */
async function answeredByFault(request, response, fault, holds) {
  if (!fault) return false;
  // Unref'd: a pending hang must not keep the process alive after close().
  if (fault.hangMs) await new Promise((resolve) => setTimeout(resolve, fault.hangMs).unref());
  if (fault.hold) await holds.wait(request.method, fault.path);
  if (request.socket.destroyed) return true;
  if (!fault.answer) return false;
  if (fault.answer.endless) {
    // Headers and the start of the body, then nothing: the answer stays open until the client gives up.
    response.writeHead(fault.answer.status, { 'Content-Type': fault.answer.contentType, 'Cache-Control': 'no-store' });
    response.write(fault.answer.body);
    return true;
  }
  send(response, fault.answer.status, fault.answer.body, fault.answer.contentType);
  return true;
}

/** The JSON request body; undefined when there is none. */
async function readJson(request, limitBytes) {
  const text = await readBody(request, limitBytes === undefined ? undefined : { limitBytes });
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
}
