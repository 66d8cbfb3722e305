import { demoAuthIssuer } from '../../lib/config/local-ports.cjs';
import { listenOnLoopback } from '../http/loopback-server.mjs';
import { withRequestLog } from '../http/request-log.mjs';
import { createIdentityProvider, portalClientId, providerRoutes } from './provider.mjs';
import { createSignInHandler } from './sign-in.mjs';

/**
 * Starts the demo identity provider on `port`: oidc-provider, plus the sign-in page it sends the
 * browser to.
 *
 * @returns {Promise<{ provider: import('oidc-provider').default, url: string, close: () => Promise<void> }>}
 */
export async function startIdentityProvider({ port, signingKey, quiet, issuer = demoAuthIssuer(port) }) {
  const url = issuer;
  const provider = createIdentityProvider({ issuer, signingKey });
  const handleSignIn = createSignInHandler(provider);
  const handleProviderRequest = provider.callback();

  async function handleRequest(request, response) {
    const { pathname } = new URL(request.url, url);
    const signIn = /^\/interaction\/([\w-]+)$/.exec(pathname);
    if (signIn) return handleSignIn(request, response, signIn[1]);
    if (pathname === providerRoutes.end_session && request.method === 'GET') {
      request.url = await withPortalClient(provider, request.url);
    }
    return handleProviderRequest(request, response);
  }

  async function handleSafely(request, response) {
    try {
      await handleRequest(request, response);
    } catch (error) {
      console.error(error);
      if (response.headersSent) {
        response.destroy(error);
      } else {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal error');
      }
    }
  }

  const server = await listenOnLoopback(withRequestLog('[auth]', handleSafely, { quiet }), port);
  return { provider, url, close: server.close };
}

/**
 * The portal logs out with the id_token it holds. When it holds none, or one signed before the
 * demo restarted with a new key, oidc-provider would refuse the hint or ignore
 * post_logout_redirect_uri, stranding the student on the provider. There is only one client, so
 * the request names it instead.
 */
async function withPortalClient(provider, requestUrl) {
  const url = new URL(requestUrl, 'http://localhost');
  const hint = url.searchParams.get('id_token_hint');
  if (url.searchParams.has('client_id') || (hint && (await hintVerifies(provider, hint)))) return requestUrl;
  url.searchParams.delete('id_token_hint');
  url.searchParams.set('client_id', portalClientId);
  return `${url.pathname}${url.search}`;
}

async function hintVerifies(provider, idToken) {
  try {
    await provider.IdToken.validate(idToken, await provider.Client.find(portalClientId));
    return true;
  } catch {
    return false;
  }
}
