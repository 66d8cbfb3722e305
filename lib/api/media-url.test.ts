import { allowedMaterialUrl } from './media-url';

const api = 'https://api.dilokulu.com.tr/';

describe('a material URL the portal opens itself (a Code4Edu exercise)', () => {
  it('opens one on the API’s origin, relative or absolute, and on a host the build allows over https', () => {
    expect(allowedMaterialUrl('/media/code4edu/exercise-1.html', api, [])).toBe(
      'https://api.dilokulu.com.tr/media/code4edu/exercise-1.html',
    );
    expect(allowedMaterialUrl('https://api.dilokulu.com.tr/x.html', api, [])).toBe(
      'https://api.dilokulu.com.tr/x.html',
    );
    expect(allowedMaterialUrl('https://code.example.org/ex/1', api, ['example.org'])).toBe(
      'https://code.example.org/ex/1',
    );
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['plain http on an allowed host', 'http://code.example.org/ex/1'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a script URL', 'javascript:alert(1)'],
    ['credentials in the URL', 'https://user:pass@code.example.org/'],
    ['a look-alike host', 'https://code.example.org.evil.example/'],
  ])('refuses %s', (_case, url) => {
    expect(allowedMaterialUrl(url, api, ['example.org'])).toBeNull();
  });
});
