/**
 * Where the demo provider may send the browser back to. The portal runs on any local port (3000 for
 * `npm start`, others for the end-to-end tests and laptops), so exact registered URIs would not do.
 * These rules are for a local demo only: a real provider registers exact URIs.
 */
const loopbackHosts = new Set(['localhost', '127.0.0.1']);

/** The mobile wrapper's deep link (NEXT_PUBLIC_APP_SCHEME `dilokulu`). */
const mobileRedirectUri = 'dilokulu://callback';

function loopbackUrl(value) {
  const url = URL.parse(value);
  return url && url.protocol === 'http:' && loopbackHosts.has(url.hostname) ? url : null;
}

/** An origin such as http://localhost:3000 or http://127.0.0.1:3100. */
export function isLoopbackOrigin(origin) {
  return loopbackUrl(origin)?.origin === origin;
}

/** `http://localhost:<port>/callback`, `http://127.0.0.1:<port>/callback`, or the deep link. */
export function isAllowedRedirectUri(uri) {
  if (uri === mobileRedirectUri) return true;
  const url = loopbackUrl(uri);
  return url !== null && url.pathname === '/callback' && url.search === '' && url.hash === '';
}

/** Any page of a local portal. */
export function isAllowedPostLogoutRedirectUri(uri) {
  const url = loopbackUrl(uri);
  return url !== null && url.hash === '';
}
