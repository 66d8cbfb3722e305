import { DEFAULT_API_URL, DEFAULT_AUTH_ISSUER, DEFAULT_AUTH_URL } from '@/lib/config/local-ports.cjs';

/**
 * Build-time configuration (docs/interfaces.md). Each variable is read with its literal name so
 * Next.js inlines it into the static bundle; nothing here is secret.
 */
export const env = {
  apiUrl: process.env.NEXT_PUBLIC_API_URL || DEFAULT_API_URL,
  extraApiHosts: (process.env.NEXT_PUBLIC_API_HOSTS || '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  authUrl: (process.env.NEXT_PUBLIC_AUTH_URL || DEFAULT_AUTH_URL).replace(/\/+$/, ''),
  /**
   * The provider's issuer, compared with the `iss` it adds to its redirect exactly as written here
   * (RFC 9207: the issuer is compared as a simple string, never normalised, so a trailing `/`
   * counts). By default the provider's URL; with neither set, the demo provider's issuer.
   */
  authIssuer:
    process.env.NEXT_PUBLIC_AUTH_ISSUER ||
    (process.env.NEXT_PUBLIC_AUTH_URL ? process.env.NEXT_PUBLIC_AUTH_URL.replace(/\/+$/, '') : DEFAULT_AUTH_ISSUER),
  /**
   * `true`: a return to /callback without `iss` is refused, for a provider known to send it (RFC
   * 9207). Otherwise a return without it is taken on `state` alone (Casdoor sends none).
   */
  authRequireIssuer: process.env.NEXT_PUBLIC_AUTH_REQUIRE_ISS === 'true',
  authClientId: process.env.NEXT_PUBLIC_AUTH_CLIENT_ID || 'portal-demo',
  /** Empty means `<site origin>/callback`, resolved in the browser. */
  authRedirectUri: process.env.NEXT_PUBLIC_AUTH_REDIRECT_URI || '',
  /**
   * Hosts a live class's join link may lead to (and their subdomains), comma separated; Zoom's
   * by default. A link to any other host is not offered: the API's data must not turn "Join"
   * into a phishing page.
   */
  meetingHosts: (process.env.NEXT_PUBLIC_MEETING_HOSTS || 'zoom.us,zoom.com')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  appScheme: process.env.NEXT_PUBLIC_APP_SCHEME || 'dilokulu',
} as const;
