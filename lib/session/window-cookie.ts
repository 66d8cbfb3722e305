/**
 * A session signed in on a shared computer ends with the browser: beside it the page sets a cookie
 * without an expiry (`portal_window`, the session's id), which the browser drops when it closes and
 * which every tab of the portal reads. A stored session whose cookie is gone is not restored
 * (lib/session/session.ts). The site never reads it on the server; it only outlives the window when
 * the browser restores its last session on start, as it would restore sessionStorage.
 */
const cookieName = 'portal_window';

type CookieJar = Pick<Document, 'cookie'>;

export function markWindow(sessionId: string, jar: CookieJar = window.document): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${cookieName}=${sessionId}; path=/; SameSite=Strict${secure}`;
}

export const windowMarked = (sessionId: string, jar: CookieJar = window.document): boolean =>
  jar.cookie.split(/;\s*/).includes(`${cookieName}=${sessionId}`);

export function unmarkWindow(jar: CookieJar = window.document): void {
  jar.cookie = `${cookieName}=; path=/; max-age=0; SameSite=Strict`;
}
