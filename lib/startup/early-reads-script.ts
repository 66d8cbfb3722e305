import { earlyReadsGlobal } from '@/lib/api/early-reads';
import { apiPaths } from '@/lib/api/endpoints';
import { validateApiUrl } from '@/lib/api/api-url';
import { maxTokenLength, tokenPatternSource } from '@/lib/session/token-shape';
import { sessionMaxAgeMs } from '@/lib/session/session';
import { env } from '@/lib/config/env';
import { protectedRoutes } from '@/lib/frame/frame-route';
import { identityOrganization } from '@/lib/config/ui';
import { fallbackLocale, locales } from '@/lib/i18n/catalogues';
import { screenReads, type ScreenReadKind } from '@/lib/routes/screen-reads';
import { recordIdPatternSource } from '@/lib/routes/route-ids';
import { storageKeys } from '@/lib/storage/keys';
import { clockSkewAllowanceMs } from '@/lib/storage/stored-value';

/** Everything the head's script needs, fixed at build time, so its text (and its CSP hash) is too. */
export interface EarlyReadsConfig {
  apiUrl: string;
  /** The pages that load the enrollments: behind the start-up gate. Public pages send nothing. */
  gated: string[];
  enrollments: string;
  /** A screen's own read (decision 41): its page path as a pattern whose group 1 is the id, and its API path before the id. */
  screens: [page: string, apiPrefix: string][];
  tenant: string;
  keys: { token: string; refresh: string; idToken: string; user: string };
  maxAgeMs: number;
  skewMs: number;
  maxTokenLength: number;
  tokenPattern: string;
  handoff: string;
  /** The stored language (its key, the languages there are, the default): whose Intl data to load early. */
  language: { key: string; locales: string[]; fallback: string };
}

/**
 * Runs in the exported page's head, before the app's scripts: reads the stored session as
 * `restoreSession` and `readAccessToken` do (lib/session/session.ts; `early-reads-script.test.ts`
 * holds the two to the same answers) and, for a usable one, sends the enrollments read and the
 * deep-linked screen's own read with the headers the API client sends. The app's client takes
 * each answer instead of asking again (lib/api/early-reads.ts). Then it makes the first `Intl`
 * objects in the student's language on a worker thread: the first one a page makes loads the
 * language's data (60–300 ms at 4× CPU in Chromium; later ones take under a millisecond), which
 * the screen's first render that shows a count, a date or a time would otherwise wait for.
 * Self-contained: its source text is the script.
 */
export function startEarlyReads(c: EarlyReadsConfig): void {
  try {
    if (
      !c.gated.some(function (page) {
        return new RegExp(page).test(location.pathname);
      })
    )
      return;
    const now = Date.now();
    const unsafe = /<\s*script|javascript:/i;
    const read = function (key: string): unknown {
      const raw = localStorage.getItem(key);
      if (raw === null) return null;
      const stored = JSON.parse(raw);
      if (typeof stored !== 'object' || stored === null || !('value' in stored)) return null;
      const at = stored.savedAt;
      if (typeof at !== 'number' || !isFinite(at) || now - at > c.maxAgeMs || at - now > c.skewMs) return null;
      return unsafe.test(JSON.stringify(stored.value)) ? null : stored.value;
    };
    const text = function (key: string): string | null {
      const value = read(key);
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const decode = function (value: string | null): string | null {
      if (value === null) return null;
      try {
        const binary = atob(value.split('').reverse().join(''));
        const bytes = Uint8Array.from(binary, function (char) {
          return char.charCodeAt(0);
        });
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return null;
      }
    };
    const usable = function (token: string | null): boolean {
      return token === null || (token.length <= c.maxTokenLength && new RegExp(c.tokenPattern).test(token));
    };
    const token = decode(text(c.keys.token));
    const user = read(c.keys.user) as { FirstName?: unknown; LastName?: unknown } | null;
    // A stored token no request can carry ends the session at start-up: nothing is sent for it.
    if (!usable(token) || !usable(decode(text(c.keys.refresh))) || !usable(text(c.keys.idToken))) return;
    if (token === null || !user || typeof user.FirstName !== 'string' || typeof user.LastName !== 'string') return;
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      tenant: c.tenant,
      Authorization: 'Bearer ' + token,
    };
    const paths = [c.enrollments];
    c.screens.forEach(function (screen) {
      const match = new RegExp(screen[0]).exec(location.pathname);
      if (match) paths.push(screen[1] + match[1]);
    });
    (window as unknown as Record<string, unknown>)[c.handoff] = paths.map(function (path) {
      const url = new URL(path, c.apiUrl).toString();
      const response = fetch(url, { method: 'GET', headers: headers, credentials: 'same-origin' });
      // A failure is the app's to report when it takes the answer; one it never takes is no page error.
      response.catch(function () {});
      return { url: url, headers: headers, startedAt: now, response: response };
    });
    // The language data is the process's: made on a worker thread, it is there for the page's
    // main thread too, which meanwhile compiles the app's scripts. Without a worker, in idle time.
    const warmIntl = function (locale: string) {
      new Intl.NumberFormat(locale).format(1);
      new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(0);
      new Intl.PluralRules(locale).select(1);
      new Intl.RelativeTimeFormat(locale).format(-1, 'day');
    };
    try {
      const stored = JSON.parse(localStorage.getItem(c.language.key) ?? 'null') as { value?: unknown } | null;
      const chosen = stored !== null && typeof stored === 'object' ? stored.value : null;
      const locale =
        typeof chosen === 'string' && c.language.locales.indexOf(chosen) >= 0 ? chosen : c.language.fallback;
      const inIdleTime = function () {
        const warm = function () {
          try {
            warmIntl(locale);
          } catch {
            // An engine without one of them: the screen makes its own when it needs it.
          }
        };
        if ('requestIdleCallback' in window) requestIdleCallback(warm);
        else setTimeout(warm, 0);
      };
      try {
        const source = 'try{(' + warmIntl.toString() + ')(' + JSON.stringify(locale) + ')}catch(e){}postMessage(0)';
        const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        const worker = new Worker(url);
        worker.onmessage = function () {
          worker.terminate();
          URL.revokeObjectURL(url);
        };
        // A worker the browser will not start (a policy, a limit): the page's idle time instead.
        worker.onerror = function () {
          URL.revokeObjectURL(url);
          inIdleTime();
        };
      } catch {
        inIdleTime();
      }
    } catch {
      // An unreadable language: the screen makes its formatters when it needs them.
    }
  } catch {
    // Storage unreadable, an old browser: the app sends its reads itself, as without this script.
  }
}

/**
 * `/VideoGoster/:materialid` → `^/VideoGoster/(\d{1,15})/*$` with `idParam` `materialid` (the
 * record id the read needs becomes group 1), else `^/VideoGoster/[^/]+/*$`.
 */
function pagePattern(route: string, idParam?: string): string {
  const parts = route.split('/').map((part) => {
    if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return part === `:${idParam}` ? `(${recordIdPatternSource})` : '[^/]+';
  });
  return `^${parts.join('/')}/*$`;
}

/** The API path before a record id: `api/v1/materials/`. */
const prefixOf = (path: (id: string) => string) => path('0').replace(/0$/, '');

/** The screen reads the head sends (lib/routes/screen-reads.ts): all but the exam paper, which is the app's own. */
const headReadPrefixes: Partial<Record<ScreenReadKind, string>> = {
  material: prefixOf(apiPaths.material),
  solvedExam: prefixOf(apiPaths.solvedExam),
};

const headScreenReads = () =>
  screenReads.flatMap(({ route, read, ids }): [page: string, apiPrefix: string][] => {
    const prefix = headReadPrefixes[read];
    return prefix === undefined || ids.length !== 1 ? [] : [[pagePattern(route, ids[0]), prefix]];
  });

export function earlyReadsConfig(apiUrl: string): EarlyReadsConfig {
  return {
    apiUrl,
    gated: protectedRoutes.map((route) => pagePattern(route)),
    enrollments: apiPaths.enrollments,
    screens: headScreenReads(),
    tenant: identityOrganization,
    keys: {
      token: storageKeys.token,
      refresh: storageKeys.refresh,
      idToken: storageKeys.idToken,
      user: storageKeys.user,
    },
    maxAgeMs: sessionMaxAgeMs,
    skewMs: clockSkewAllowanceMs,
    maxTokenLength,
    tokenPattern: tokenPatternSource,
    handoff: earlyReadsGlobal,
    language: { key: storageKeys.locale, locales: [...locales], fallback: fallbackLocale },
  };
}

/** The head's inline script; null when the build's API URL is refused (start-up reports that). */
export function earlyReadsScript(): string | null {
  let apiUrl: string;
  try {
    apiUrl = validateApiUrl(env.apiUrl, env.extraApiHosts);
  } catch {
    return null;
  }
  return `(${startEarlyReads.toString()})(${JSON.stringify(earlyReadsConfig(apiUrl))})`;
}
