import { routes } from '@/lib/routes/routes';

/**
 * The mobile wrapper opens the app with its deep link (e.g. `dilokulu://callback?code=…&state=…`
 * handed to the web view as `…/#/callback?code=…`). When a URL mentions /callback and carries
 * `code` and `state`, but the app is not on /callback itself, this returns the /callback URL
 * carrying both; otherwise null.
 */
export function deepLinkCallbackTarget(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.pathname === routes.callback || !href.includes(routes.callback)) return null;
  const query = href.slice(href.indexOf(routes.callback) + routes.callback.length);
  const queryStart = query.indexOf('?');
  const params = new URLSearchParams(queryStart >= 0 ? query.slice(queryStart + 1).split('#')[0] : '');
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  return `${routes.callback}?${new URLSearchParams({ code, state }).toString()}`;
}
