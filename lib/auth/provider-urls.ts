/** Casdoor-compatible identity-provider paths (docs/interfaces.md), relative to NEXT_PUBLIC_AUTH_URL. */
export const providerPaths = {
  authorize: '/login/oauth/authorize',
  token: '/api/login/oauth/access_token',
  logout: '/api/logout',
} as const;

interface AuthorizeRequest {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** Who "Continue as <name>" is for: the provider's form starts with that user name filled in (OIDC `login_hint`). */
  loginHint?: string;
  /** The language the student chose (BCP 47), so the provider's pages speak it (OIDC `ui_locales`). */
  uiLocale: string;
}

/**
 * Every sign-in makes the provider ask for the password (`prompt=login`), even when its own session
 * (cookies that outlive the portal's) would sign someone in silently: on a shared computer that
 * someone may be the previous student (decision 48). Not `max_age=0`: OpenID providers refuse it
 * without the `openid` scope (oidc-provider: invalid_request), and the portal asks for `read` only.
 */
export function buildAuthorizeUrl(request: AuthorizeRequest): string {
  const url = new URL(providerPaths.authorize, request.authUrl);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: 'read',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    prompt: 'login',
    ...(request.loginHint && { login_hint: request.loginHint }),
    ui_locales: request.uiLocale,
  }).toString();
  return url.toString();
}

export function buildLogoutUrl(authUrl: string, postLogoutRedirectUri: string, idToken: string | null): string {
  const url = new URL(providerPaths.logout, authUrl);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}

interface CodeExchange {
  authUrl: string;
  clientId: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
  /** Only the mobile wrapper may hand one over at run time; the bundle never holds one. */
  clientSecret?: string;
}

export function buildCodeExchangeBody(exchange: CodeExchange): URLSearchParams {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: exchange.clientId,
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  if (exchange.clientSecret) body.set('client_secret', exchange.clientSecret);
  return body;
}
