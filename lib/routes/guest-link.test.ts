import { guestVideoPath } from './guest-link';

describe('guestVideoPath', () => {
  it('opens the guest page of a bare material number, spaces around it ignored', () => {
    expect(guestVideoPath(' 9001 ')).toBe('/misafirGirisi/9001');
  });

  it('takes the number from a full share link of any host, with or without a trailing slash', () => {
    expect(guestVideoPath('https://portal.dilokulu.com.tr/misafirGirisi/9001')).toBe('/misafirGirisi/9001');
    expect(guestVideoPath('http://localhost:3000/misafirGirisi/42/?utm=x')).toBe('/misafirGirisi/42');
    expect(guestVideoPath('/misafirGirisi/7')).toBe('/misafirGirisi/7');
  });

  it('refuses text that is not a guest video link', () => {
    expect(guestVideoPath('')).toBeNull();
    expect(guestVideoPath('hello')).toBeNull();
    expect(guestVideoPath('https://example.com/VideoGoster/9001')).toBeNull();
    expect(guestVideoPath('https://example.com/misafirGirisi/90a1')).toBeNull();
    expect(guestVideoPath('javascript:alert(1)//misafirGirisi/1')).toBeNull();
  });
});
