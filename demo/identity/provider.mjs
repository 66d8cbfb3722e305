import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

import { studentById } from '../students.mjs';
import { createMemoryAdapter } from './memory-adapter.mjs';
import { errorPage, signedOutPage, signingOutPage } from './pages.mjs';
import { isAllowedPostLogoutRedirectUri, isAllowedRedirectUri, isLoopbackOrigin } from './redirect-rules.mjs';

export const portalClientId = 'portal-demo';

/** Casdoor's paths (docs/interfaces.md), so the portal talks to the demo as to the real provider. */
export const providerRoutes = {
  authorization: '/login/oauth/authorize',
  token: '/api/login/oauth/access_token',
  end_session: '/api/logout',
};

const hour = 60 * 60;
export const accessTokenTtlSeconds = 8 * hour;

// Everything the provider knows; the portal asks for `read` only, without `openid`.
const scopes = ['openid', 'offline_access', 'read'];

/**
 * The demo identity provider: oidc-provider configured as Casdoor is for the portal.
 *
 * @param {{ issuer: string, signingKey: { privateJwk: object } }} options
 */
export function createIdentityProvider({ issuer, signingKey }) {
  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: portalClientId,
        client_name: 'Student portal (demo)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: scopes.join(' '),
        // Examples only: redirect-rules.mjs decides, see the overrides below.
        redirect_uris: ['http://localhost:3000/callback'],
        post_logout_redirect_uris: ['http://localhost:3000/'],
      },
    ],
    scopes,
    routes: providerRoutes,
    jwks: { keys: [signingKey.privateJwk] },
    // Fresh per start: sessions do not survive a restart anyway (the storage is in memory).
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // The portal's /callback page posts the code exchange with fetch, from another local origin.
    clientBasedCORS: (_ctx, origin) => isLoopbackOrigin(origin),
    findAccount,
    loadExistingGrant: grantEverything,
    // By default refresh tokens need the `offline_access` scope, which the portal never asks for.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signingOutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({ title: 'Sign-in problem', message: out.error_description ?? out.error });
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 10 * 60,
      IdToken: accessTokenTtlSeconds,
      Interaction: hour,
      Grant: 14 * 24 * hour,
      RefreshToken: 14 * 24 * hour,
      Session: 14 * 24 * hour,
    },
  });

  // oidc-provider's documented way ("redirect URI wildcards" recipe) to accept URIs that are not
  // registered one by one: the portal runs on any local port, and the app returns by deep link.
  provider.Client.prototype.redirectUriAllowed = (uri) => isAllowedRedirectUri(uri);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri) => isAllowedPostLogoutRedirectUri(uri);

  return provider;
}

async function findAccount(_ctx, accountId) {
  const student = studentById(accountId);
  if (!student) return undefined;
  return {
    accountId,
    claims: async () => ({
      sub: accountId,
      preferred_username: student.username,
      given_name: student.firstName,
      family_name: student.lastName,
      email: student.email,
    }),
  };
}

/**
 * The portal is the school's own app: students are never asked to consent. Every sign-in gets a
 * grant of all scopes; tokens still carry only the scopes the request asked for.
 */
async function grantEverything(ctx) {
  const { provider, client, session } = ctx.oidc;
  const grantId = session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing?.accountId === session.accountId) return existing;

  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(scopes.join(' '));
  await grant.save();
  return grant;
}
