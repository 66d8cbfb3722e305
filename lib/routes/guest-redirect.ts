import { isOnAllowedHost, productApiHosts } from './allowed-hosts';

/** Hosts a shared link may send a guest to, besides the portal itself and the product hosts. */
const guestRedirectHosts = ['dilokulu.com.tr', 'zoom.us'];

type GuestRedirect = { allowed: true; url: string } | { allowed: false; reason: 'invalid' | 'host'; host?: string };

/**
 * Decides whether /MisafirRedirectPage may send a guest on to `target`: the portal's own origin,
 * or https on an allowed host (and its subdomains). Anything else is refused with the reason.
 */
export function guestRedirect(target: string, siteOrigin: string): GuestRedirect {
  let url: URL;
  try {
    url = new URL(target, siteOrigin);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (url.origin === siteOrigin) return { allowed: true, url: url.toString() };
  if (url.protocol !== 'https:' || url.username || url.password) return { allowed: false, reason: 'invalid' };
  const host = url.hostname.toLowerCase();
  return isOnAllowedHost(host, [...guestRedirectHosts, ...productApiHosts])
    ? { allowed: true, url: url.toString() }
    : { allowed: false, reason: 'host', host };
}
