import { buildAuthorizeUrl, buildCodeExchangeBody, buildLogoutUrl } from './provider-urls';

describe('identity provider URLs', () => {
  it('builds the Casdoor authorize redirect with state and PKCE', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authUrl: 'http://localhost:4001',
        clientId: 'portal-demo',
        redirectUri: 'http://localhost:3000/callback',
        state: 'state-123',
        codeChallenge: 'challenge',
        uiLocale: 'tr-TR',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:4001/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal-demo',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/callback',
      scope: 'read',
      state: 'state-123',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      prompt: 'login',
      ui_locales: 'tr-TR',
    });
  });

  it('names who continues (login_hint) and still makes the provider ask for the password', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authUrl: 'http://localhost:4001',
        clientId: 'portal-demo',
        redirectUri: 'http://localhost:3000/callback',
        state: 'state-123',
        codeChallenge: 'challenge',
        uiLocale: 'en-US',
        loginHint: 'ayse.yilmaz',
      }),
    );
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('login_hint')).toBe('ayse.yilmaz');
    expect(url.searchParams.has('max_age')).toBe(false);
  });

  it('builds the form-encoded code exchange, with a secret only when one is handed over', () => {
    const exchange = {
      authUrl: 'http://localhost:4001',
      clientId: 'portal-demo',
      code: 'c0de',
      redirectUri: 'dilokulu://callback',
      codeVerifier: 'verifier',
    };
    expect(Object.fromEntries(buildCodeExchangeBody(exchange))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'portal-demo',
      code: 'c0de',
      redirect_uri: 'dilokulu://callback',
      code_verifier: 'verifier',
    });
    expect(buildCodeExchangeBody({ ...exchange, clientSecret: 's3cret' }).get('client_secret')).toBe('s3cret');
  });

  it('builds the logout redirect with the id token hint', () => {
    const url = new URL(buildLogoutUrl('http://localhost:4001', 'http://localhost:3000/', 'id.token'));
    expect(url.pathname).toBe('/api/logout');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(url.searchParams.get('id_token_hint')).toBe('id.token');
  });
});
