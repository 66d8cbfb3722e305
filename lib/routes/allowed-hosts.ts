/** The product's own API hosts; deployments add theirs with NEXT_PUBLIC_API_HOSTS. */
export const productApiHosts = ['api.dilokulu.com.tr', 'portal.dilokulu.com.tr'];

/** Whether `host` is one of `allowed` or a subdomain of one (`us02web.zoom.us` for `zoom.us`). */
export function isOnAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/**
 * An absolute https URL on an allowed host, without credentials, as the string to link to; null
 * for anything else (another scheme, a relative or malformed URL, a host not on the list).
 */
export function allowedHttpsUrl(candidate: string, allowed: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return isOnAllowedHost(url.hostname, allowed) ? url.toString() : null;
}
