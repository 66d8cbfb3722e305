import { ApiError } from './api-error';
import { validateApiUrl } from './api-url';

describe('API base URL allow-list', () => {
  it.each([
    ['http://localhost:4000/', 'http://localhost:4000/'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000/'],
    ['https://api.dilokulu.com.tr', 'https://api.dilokulu.com.tr/'],
    ['https://api.dilokulu.com.tr/backend?x=1#y', 'https://api.dilokulu.com.tr/backend/'],
  ])('accepts %s', (candidate, expected) => {
    expect(validateApiUrl(candidate)).toBe(expected);
  });

  it.each([
    ['a product host over http', 'http://api.dilokulu.com.tr/'],
    ['a foreign host', 'https://evil.example/'],
    ['a look-alike host', 'https://api.dilokulu.com.tr.evil.example/'],
    ['credentials in the URL', 'https://user:pass@api.dilokulu.com.tr/'],
    ['another scheme', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
  ])('refuses %s with "Invalid API URL"', (_case, candidate) => {
    expect(() => validateApiUrl(candidate)).toThrow(ApiError);
    expect(() => validateApiUrl(candidate)).toThrow(/^Invalid API URL/);
  });

  it('accepts extra hosts from configuration, over https only', () => {
    expect(validateApiUrl('https://api.partner.example/', ['api.partner.example'])).toBe(
      'https://api.partner.example/',
    );
    expect(() => validateApiUrl('http://api.partner.example/', ['api.partner.example'])).toThrow(/Invalid API URL/);
  });
});
