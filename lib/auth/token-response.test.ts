import { LoginError } from './login-error';
import { parseTokenResponse } from './token-response';

const token = JSON.stringify({ access_token: 'at', id_token: 'it', refresh_token: 'rt' });
const userinfo = JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz', Email: 'ayse@example.com' });

function failure(answer: unknown): LoginError {
  try {
    parseTokenResponse(answer);
  } catch (error) {
    return error as LoginError;
  }
  throw new Error('expected a failure');
}

describe('token response of casdoortokenanduser', () => {
  it('returns the tokens and the user', () => {
    expect(parseTokenResponse({ token, userinfo })).toEqual({
      tokens: { accessToken: 'at', idToken: 'it', refreshToken: 'rt' },
      user: { FirstName: 'Ayşe', LastName: 'Yılmaz', Email: 'ayse@example.com' },
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
    [
      'user info without names',
      { token, userinfo: JSON.stringify({ Email: 'x' }) },
      'invalid-user',
      'Geçersiz kullanıcı bilgisi',
    ],
  ])('refuses %s with its own Turkish message', (_case, answer, code, message) => {
    const error = failure(answer);
    expect(error).toBeInstanceOf(LoginError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('leaves out an id or refresh token no header or URL can carry, keeping the session', () => {
    const odd = JSON.stringify({ access_token: 'at', id_token: 'it\r\n', refresh_token: 'r t' });
    expect(parseTokenResponse({ token: odd, userinfo }).tokens).toEqual({
      accessToken: 'at',
      idToken: null,
      refreshToken: null,
    });
  });
});
