import { env } from '@/lib/config/env';
import { allowedHttpsUrl } from '@/lib/routes/allowed-hosts';

/** Material URLs may be relative to the API base URL (demo media) or absolute. */
export function resolveMediaUrl(url: string, apiBaseUrl: string = env.apiUrl): string {
  return new URL(url, apiBaseUrl).toString();
}

/**
 * A material URL from the API that the portal opens itself (a Code4Edu exercise in its frame and in
 * a new tab): on the API's own origin, or over https on a host the build allows for the API
 * (`NEXT_PUBLIC_API_HOSTS`, which the Content-Security-Policy's `frame-src` names too). Null for
 * anything else (another host, another scheme, credentials in the URL): the API's data must not
 * turn an exercise into someone else's page.
 */
export function allowedMaterialUrl(
  url: string,
  apiBaseUrl: string = env.apiUrl,
  hosts: readonly string[] = env.extraApiHosts,
): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, apiBaseUrl);
  } catch {
    return null;
  }
  if (resolved.username || resolved.password) return null;
  if (resolved.origin === new URL(apiBaseUrl).origin) return resolved.toString();
  return allowedHttpsUrl(resolved.toString(), hosts);
}
