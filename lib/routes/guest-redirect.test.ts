import { guestRedirect } from './guest-redirect';

const site = 'https://portal.dilokulu.com.tr';

describe('guest redirect targets', () => {
  it.each([
    ['a page of the portal', 'https://portal.dilokulu.com.tr/misafirGirisi/9001'],
    ['a relative portal path', '/misafirGirisi/9001'],
    ['the school site', 'https://dilokulu.com.tr/kurslar'],
    ['a live class link', 'https://us02web.zoom.us/j/123'],
  ])('allows %s', (_case, target) => {
    expect(guestRedirect(target, site)).toMatchObject({ allowed: true });
  });

  it.each([
    ['a foreign host', 'https://evil.example/x', 'host'],
    ['a look-alike host', 'https://dilokulu.com.tr.evil.example/', 'host'],
    ['plain http to an allowed host', 'http://zoom.us/j/1', 'invalid'],
    ['a script URL', 'javascript:alert(1)', 'invalid'],
    ['credentials in the URL', 'https://user@zoom.us/', 'invalid'],
  ])('refuses %s', (_case, target, reason) => {
    expect(guestRedirect(target, site)).toMatchObject({ allowed: false, reason });
  });

  it('names the refused host', () => {
    expect(guestRedirect('https://evil.example/x', site)).toEqual({
      allowed: false,
      reason: 'host',
      host: 'evil.example',
    });
  });
});
