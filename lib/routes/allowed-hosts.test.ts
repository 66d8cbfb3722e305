import { allowedHttpsUrl, isOnAllowedHost } from './allowed-hosts';

describe('allowed hosts', () => {
  it('accepts a listed host and its subdomains, nothing that merely ends like one', () => {
    expect(isOnAllowedHost('zoom.us', ['zoom.us'])).toBe(true);
    expect(isOnAllowedHost('US02WEB.zoom.us', ['zoom.us'])).toBe(true);
    expect(isOnAllowedHost('evilzoom.us', ['zoom.us'])).toBe(false);
    expect(isOnAllowedHost('zoom.us.evil.example', ['zoom.us'])).toBe(false);
  });

  it.each([
    ['http://zoom.us/j/1', 'plain http'],
    ['https://user:pass@zoom.us/j/1', 'credentials in the link'],
    ['javascript:alert(1)', 'another scheme'],
    ['/j/1', 'a relative link'],
    ['https://evil.example/phish', 'a foreign host'],
  ])('refuses %s (%s)', (url) => {
    expect(allowedHttpsUrl(url, ['zoom.us'])).toBeNull();
  });
});
