/** The device info of product.md section 3, sent with every help request so support can reproduce a problem. */
export interface DeviceInfo {
  osName: string;
  osVersion: string;
  browserName: string;
  browserVersion: string;
  userAgent: string;
  appVersion: string;
  platform: string;
  vendor: string;
}

/** What the parser reads from `navigator`; all of it is plain strings, so it is unit-testable. */
interface NavigatorFields {
  userAgent: string;
  appVersion?: string;
  platform?: string;
  vendor?: string;
}

const unknownName = 'Unknown';

const windowsVersions: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista' };

const dotted = (version: string) => version.replace(/_/g, '.');

/** Operating systems, most specific first: iPadOS and Android user agents also say "Mac" or "Linux". */
const systems: Array<{ name: string; pattern: RegExp; version?: (match: string) => string }> = [
  { name: 'iOS', pattern: /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/, version: dotted },
  { name: 'Android', pattern: /Android (\d+(?:\.\d+)*)/ },
  { name: 'Windows', pattern: /Windows NT (\d+\.\d+)/, version: (nt) => windowsVersions[nt] ?? nt },
  { name: 'Chrome OS', pattern: /CrOS \S+ (\d+(?:\.\d+)*)/ },
  { name: 'macOS', pattern: /Mac OS X (\d+(?:[_.]\d+)*)/, version: dotted },
  { name: 'Linux', pattern: /Linux()/ },
];

/** Browsers, most specific first: Edge, Samsung Internet and Opera also say "Chrome", Chrome says "Safari". */
const browsers: Array<{ name: string; pattern: RegExp }> = [
  { name: 'Edge', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Samsung Internet', pattern: /SamsungBrowser\/([\d.]+)/ },
  { name: 'Opera', pattern: /(?:OPR|OPT)\/([\d.]+)/ },
  { name: 'Firefox', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Chrome', pattern: /(?:CriOS|Chrome)\/([\d.]+)/ },
  { name: 'Safari', pattern: /Version\/([\d.]+).*Safari\// },
];

function identify<T extends { name: string; pattern: RegExp; version?: (match: string) => string }>(
  candidates: readonly T[],
  userAgent: string,
): { name: string; version: string } {
  for (const candidate of candidates) {
    const match = candidate.pattern.exec(userAgent);
    if (match) {
      const raw = match[1] ?? '';
      return { name: candidate.name, version: candidate.version ? candidate.version(raw) : raw };
    }
  }
  return { name: unknownName, version: '' };
}

/** Names the operating system and browser of a user agent, and keeps the navigator's own fields. */
export function parseDeviceInfo(fields: NavigatorFields): DeviceInfo {
  const os = identify(systems, fields.userAgent);
  const browser = identify(browsers, fields.userAgent);
  return {
    osName: os.name,
    osVersion: os.version,
    browserName: browser.name,
    browserVersion: browser.version,
    userAgent: fields.userAgent,
    appVersion: fields.appVersion ?? '',
    platform: fields.platform ?? '',
    vendor: fields.vendor ?? '',
  };
}
