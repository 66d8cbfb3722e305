import { deepLinkCallbackTarget } from './deep-link';

describe('mobile deep link to /callback', () => {
  it.each([
    ['http://localhost/#/callback?code=abc&state=xyz', '/callback?code=abc&state=xyz'],
    ['http://localhost/index.html?next=/callback?code=a%20b&state=s', '/callback?code=a+b&state=s'],
    ['https://portal.example/app/callback?code=abc&state=xyz&extra=1', '/callback?code=abc&state=xyz'],
  ])('sends %s to %s', (href, target) => {
    expect(deepLinkCallbackTarget(href)).toBe(target);
  });

  it.each([
    ['the callback page itself', 'http://localhost/callback?code=abc&state=xyz'],
    ['no code', 'http://localhost/#/callback?state=xyz'],
    ['no state', 'http://localhost/#/callback?code=abc'],
    ['no callback', 'http://localhost/ogrenimIcerigi?code=abc&state=xyz'],
  ])('leaves alone %s', (_case, href) => {
    expect(deepLinkCallbackTarget(href)).toBeNull();
  });
});
