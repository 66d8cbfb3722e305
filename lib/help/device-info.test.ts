import { parseDeviceInfo } from './device-info';

const agents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
};

describe('parseDeviceInfo', () => {
  it.each([
    ['Android Chrome', agents.androidChrome, 'Android', '14', 'Chrome', '124.0.6367.82'],
    ['iOS Safari', agents.iosSafari, 'iOS', '17.4.1', 'Safari', '17.4.1'],
    ['iOS Chrome', agents.iosChrome, 'iOS', '16.6', 'Chrome', '123.0.6312.52'],
    ['desktop Firefox on Linux', agents.linuxFirefox, 'Linux', '', 'Firefox', '125.0'],
    ['desktop Firefox on Windows', agents.windowsFirefox, 'Windows', '10', 'Firefox', '126.0'],
    ['Windows Edge', agents.windowsEdge, 'Windows', '10', 'Edge', '124.0.2478.51'],
    ['macOS Safari', agents.macSafari, 'macOS', '10.15.7', 'Safari', '17.4'],
    ['Samsung Internet', agents.samsung, 'Android', '13', 'Samsung Internet', '24.0'],
  ])('names the system and browser of %s', (_label, userAgent, osName, osVersion, browserName, browserVersion) => {
    expect(parseDeviceInfo({ userAgent })).toMatchObject({ osName, osVersion, browserName, browserVersion, userAgent });
  });

  it('keeps the navigator fields as they are', () => {
    const info = parseDeviceInfo({
      userAgent: agents.androidChrome,
      appVersion: '5.0 (Linux; Android 14)',
      platform: 'Linux armv81',
      vendor: 'Google Inc.',
    });
    expect(info).toMatchObject({
      appVersion: '5.0 (Linux; Android 14)',
      platform: 'Linux armv81',
      vendor: 'Google Inc.',
    });
  });

  it('says unknown, never guesses, for an agent it cannot read', () => {
    expect(parseDeviceInfo({ userAgent: 'curl/8.5.0' })).toEqual({
      osName: 'Unknown',
      osVersion: '',
      browserName: 'Unknown',
      browserVersion: '',
      userAgent: 'curl/8.5.0',
      appVersion: '',
      platform: '',
      vendor: '',
    });
  });
});
