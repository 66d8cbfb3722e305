import { env } from '@/lib/config/env';
import { storageKeys } from '@/lib/storage/keys';
import { requestDeadlineMs } from '@/lib/api/deadline';
import { LoginError } from './login-error';
import { completeCallback, completeLogin, prepareLogin } from './login-flow';
import { loginPlatform } from './platform';
import { codeChallengeS256 } from './pkce';
import { readRememberedStudent } from './remembered-student';
import { readSession } from '@/lib/session/session';

const tokenAnswer = {
  token: JSON.stringify({ access_token: 'api-access', id_token: 'id.jwt', refresh_token: 'refresh-1' }),
  userinfo: JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz' }),
};

function jsonResponse(body: unknown, status = 200) {
  return { status, ok: status < 400, json: async () => body, text: async () => JSON.stringify(body) } as Response;
}

describe('login flow', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('redirects with a fresh state and an S256 challenge of the remembered verifier', async () => {
    const url = new URL(await prepareLogin('en-US'));
    const pending = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(pending.state).toHaveLength(32);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/callback');
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(pending.codeVerifier));
    expect(url.searchParams.get('ui_locales')).toBe('en-US');
    expect(new URL(await prepareLogin('tr-TR')).searchParams.get('ui_locales')).toBe('tr-TR');
  });

  it('uses the deep-link scheme and a 16-character state inside the mobile wrapper', async () => {
    window.portalWrapper = { clientSecret: 'from-wrapper' };
    try {
      const platform = loginPlatform();
      expect(platform).toEqual({ redirectUri: 'dilokulu://callback', stateLength: 16, clientSecret: 'from-wrapper' });
      const url = new URL(await prepareLogin('en-US', platform));
      expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(url.searchParams.get('redirect_uri')).toBe('dilokulu://callback');
    } finally {
      delete window.portalWrapper;
    }
  });

  it('refuses a callback whose state does not match, without any request', async () => {
    await prepareLogin('en-US');
    await expect(completeLogin('code-1', 'forged-state')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('refuses a callback when this browser started no login', async () => {
    await expect(completeLogin('code-1', 'any')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges the code, stores the session and checks the user', async () => {
    await prepareLogin('en-US');
    const { state, codeVerifier } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'provider-access', token_type: 'Bearer' }))
      .mockResolvedValueOnce(jsonResponse(tokenAnswer))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));

    await expect(completeLogin('code-1', state)).resolves.toEqual({ FirstName: 'Ayşe', LastName: 'Yılmaz' });

    const [exchangeUrl, exchange] = fetchMock.mock.calls[0];
    expect(String(exchangeUrl)).toBe('http://localhost:4001/api/login/oauth/access_token');
    expect(Object.fromEntries(exchange.body)).toMatchObject({ code: 'code-1', code_verifier: codeVerifier });
    expect(fetchMock.mock.calls[1][0]).toBe('http://localhost:4000/api/tokens/casdoortokenanduser');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ access_token: 'provider-access' });
    expect(fetchMock.mock.calls[2][0]).toBe('http://localhost:4000/api/users/checkuser');
    expect(fetchMock.mock.calls[2][1].headers.Authorization).toBe('Bearer api-access');

    expect(readSession()).toEqual({
      tokens: { accessToken: 'api-access', idToken: 'id.jwt', refreshToken: 'refresh-1' },
      user: { FirstName: 'Ayşe', LastName: 'Yılmaz' },
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(localStorage.getItem(storageKeys.token)).not.toContain('api-access');
    expect(localStorage.getItem(storageKeys.refresh)).not.toContain('refresh-1');
  });

  it('uses a pending login only once', async () => {
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock.mockResolvedValue(jsonResponse({ error: 'invalid_grant' }, 400));
    await expect(completeLogin('code-1', state)).rejects.toThrow('Token alınamadı');
    await expect(completeLogin('code-1', state)).resolves.toBeNull();
  });

  it('fails with "Token alınamadı" when the provider answers without a token', async () => {
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock.mockResolvedValueOnce(jsonResponse({ token_type: 'Bearer' }));
    await expect(completeLogin('code-1', state)).rejects.toMatchObject({ code: 'token-unavailable' });
    expect(readSession()).toBeNull();
  });

  it('fails with its own message when the API answer lacks the access token', async () => {
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'provider-access' }))
      .mockResolvedValueOnce(jsonResponse({ ...tokenAnswer, token: JSON.stringify({ id_token: 'x' }) }));
    await expect(completeLogin('code-1', state)).rejects.toMatchObject({ code: 'access-token-missing' });
    expect(readSession()).toBeNull();
  });

  const token = JSON.stringify({ access_token: 'at', id_token: 'it', refresh_token: 'rt' });
  const userinfo = JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz', Email: 'ayse@example.com' });

  /** Signs in with `answer` as the product API's token answer: the session, or the login error. */
  async function signInWith(answer: unknown) {
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'provider-access' }))
      .mockResolvedValueOnce(jsonResponse(answer))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    return completeLogin('code-1', state).then(readSession, (error: unknown) => error);
  }

  it('keeps the tokens and the user of the token answer', async () => {
    await expect(signInWith({ token, userinfo })).resolves.toEqual({
      tokens: { accessToken: 'at', idToken: 'it', refreshToken: 'rt' },
      user: { FirstName: 'Ayşe', LastName: 'Yılmaz', Email: 'ayse@example.com' },
      id: expect.any(String),
    });
  });

  it.each([
    ['no answer', null, 'invalid-response', 'Geçersiz yanıt verisi'],
    ['no token', { userinfo }, 'invalid-response', 'Geçersiz yanıt verisi'],
    ['no userinfo', { token }, 'invalid-response', 'Geçersiz yanıt verisi'],
    ['a token that is not JSON', { token: 'abc', userinfo }, 'invalid-response', 'Geçersiz yanıt verisi'],
    [
      'no access token',
      { token: JSON.stringify({ id_token: 'it' }), userinfo },
      'access-token-missing',
      'Erişim belirteci bulunamadı',
    ],
    [
      'an empty access token',
      { token: JSON.stringify({ access_token: '' }), userinfo },
      'access-token-missing',
      'Erişim belirteci bulunamadı',
    ],
    [
      'an access token holding CR LF',
      { token: JSON.stringify({ access_token: 'at\r\nX: 1' }), userinfo },
      'invalid-response',
      'Geçersiz yanıt verisi',
    ],
    [
      'a 3 MB access token',
      { token: JSON.stringify({ access_token: 'a'.repeat(3 * 1024 * 1024) }), userinfo },
      'invalid-response',
      'Geçersiz yanıt verisi',
    ],
    ['user info that is not JSON', { token, userinfo: '<html>' }, 'invalid-user', 'Geçersiz kullanıcı bilgisi'],
    ['user info that is null', { token, userinfo: null }, 'invalid-user', 'Geçersiz kullanıcı bilgisi'],
    [
      'user info without names',
      { token, userinfo: JSON.stringify({ Email: 'x' }) },
      'invalid-user',
      'Geçersiz kullanıcı bilgisi',
    ],
  ])('refuses a token answer with %s, with its own Turkish message', async (_case, answer, code, message) => {
    const error = await signInWith(answer);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ code, message });
    expect(readSession()).toBeNull();
  });

  it('leaves out an id or refresh token no header or URL can carry, keeping the session', async () => {
    const odd = JSON.stringify({ access_token: 'at', id_token: 'it\r\n', refresh_token: 'r t' });
    await expect(signInWith({ token: odd, userinfo })).resolves.toMatchObject({
      tokens: { accessToken: 'at', idToken: null, refreshToken: null },
    });
  });

  it('gives up on a provider whose token endpoint never answers, with "Token alınamadı"', async () => {
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers();
    try {
      const outcome = completeLogin('code-1', state).catch((failure: unknown) => failure);
      await jest.advanceTimersByTimeAsync(requestDeadlineMs);
      expect(await outcome).toMatchObject({ code: 'token-unavailable', message: 'Token alınamadı' });
      expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
      error.mockRestore();
    }
    expect(readSession()).toBeNull();
  });

  it.each([
    ['the provider returns an error', '?error=access_denied&error_description=denied&state=S', 'provider-error'],
    ['the provider returns an error and a code', '?error=server_error&code=c&state=S', 'provider-error'],
    ['the code is missing', '?state=S', 'incomplete'],
    ['the state is missing', '?code=c', 'incomplete'],
    ['nothing comes back', '', 'incomplete'],
  ])('clears the pending login when %s', async (_case, search, reason) => {
    await prepareLogin('en-US');
    await expect(completeCallback(new URLSearchParams(search))).resolves.toEqual({ kind: 'refused', reason });
    expect(sessionStorage.getItem('pending_login')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the pending login on a state mismatch and on a failed exchange too', async () => {
    await prepareLogin('en-US');
    await expect(completeCallback(new URLSearchParams('?code=c&state=forged'))).resolves.toEqual({
      kind: 'refused',
      reason: 'state-mismatch',
    });
    expect(sessionStorage.getItem('pending_login')).toBeNull();

    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(completeCallback(new URLSearchParams({ code: 'c', state }))).rejects.toMatchObject({
      code: 'token-unavailable',
    });
    error.mockRestore();
    expect(sessionStorage.getItem('pending_login')).toBeNull();
  });

  it('makes the provider ask for credentials unless the remembered student continues', async () => {
    const fresh = new URL(await prepareLogin('en-US'));
    expect(fresh.searchParams.get('prompt')).toBe('login');
    const continued = new URL(await prepareLogin('en-US', loginPlatform(), 'continue'));
    expect(continued.searchParams.has('prompt')).toBe(false);
  });

  it('remembers the name of who signed in, for "Continue as" once the session ends', async () => {
    await signInWith({ token, userinfo });
    expect(readRememberedStudent()).toEqual({ FirstName: 'Ayşe', LastName: 'Yılmaz' });
  });

  const issuerCases: [string, string | null, boolean, unknown][] = [
    ['another issuer', 'https://evil.example', false, { kind: 'refused', reason: 'issuer-mismatch' }],
    // The issuer as configured, trailing slash and all (the demo provider's, lib/config/local-ports.cjs).
    ['the provider’s issuer, exactly', 'http://localhost:4001/', false, null],
    [
      'the provider’s issuer without its trailing slash',
      'http://localhost:4001',
      false,
      { kind: 'refused', reason: 'issuer-mismatch' },
    ],
    ['no iss, not required (Casdoor sends none)', null, false, null],
    ['no iss where the build requires it', null, true, { kind: 'refused', reason: 'issuer-mismatch' }],
    ['the provider’s issuer where the build requires it', 'http://localhost:4001/', true, null],
  ];

  it.each(issuerCases)('checks the iss the provider sends (RFC 9207): %s', async (_case, iss, required, refusal) => {
    const requirement = jest.replaceProperty(env, 'authRequireIssuer', required);
    await prepareLogin('en-US');
    const { state } = JSON.parse(sessionStorage.getItem('pending_login') ?? '{}');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'provider-access' }))
      .mockResolvedValueOnce(jsonResponse(tokenAnswer))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    const query = new URLSearchParams({ code: 'c', state });
    if (iss !== null) query.set('iss', iss);
    const outcome = await completeCallback(query).finally(() => requirement.restore());
    expect(sessionStorage.getItem('pending_login')).toBeNull();
    if (refusal) {
      expect(outcome).toEqual(refusal);
      expect(fetchMock).not.toHaveBeenCalled();
    } else {
      expect(outcome).toMatchObject({ kind: 'signed-in' });
    }
  });
});
