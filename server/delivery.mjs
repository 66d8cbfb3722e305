/**
 * How the export is delivered (decision 23): which files are precompressed, which encoding
 * a request gets, and the security headers, Content-Security-Policy included. Pure functions,
 * shared by the build step (post-build.mjs) and the static server (serve.mjs).
 */
import { createHash } from 'node:crypto';

/** Text the build precompresses; media, images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|txt|js|mjs|css|json|webmanifest|svg|m3u8|map)$/i;

/** @param {string} file a path relative to the site root */
export function isCompressible(file) {
  return COMPRESSIBLE.test(file);
}

/** Precompressed variants, best first: their file suffix and `Content-Encoding` name. */
export const ENCODINGS = Object.freeze([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/**
 * The encoding to send (RFC 9110 §12.5.3): the acceptable one with the highest q-value among those
 * available, brotli on a tie; null means identity. `*` stands for any encoding not named.
 *
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding header
 * @param {readonly string[]} available encoding names that have a precompressed file
 * @returns {string | null}
 */
export function chooseEncoding(acceptEncoding, available) {
  if (!acceptEncoding) return null;
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(q) ? q : 0);
  }
  let best = null;
  let bestWeight = 0;
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue;
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = name;
      bestWeight = weight;
    }
  }
  return best;
}

/** `'sha256-…'` sources for every inline script (one without `src`) of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    // JSON data blocks are not executed, so a policy does not govern them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
    if (type !== undefined && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The policy for the export, from its inline scripts' hashes and the build-time URLs
 * (lib/config/env.ts): the product API (data, video, Code4Edu frames, images) and the identity
 * provider (token calls, sign-in and sign-out redirects).
 *
 * @param {{ scriptHashes: readonly string[], apiUrl: string, authUrl: string, extraApiHosts?: readonly string[] }} input
 */
export function contentSecurityPolicy({ scriptHashes, apiUrl, authUrl, extraApiHosts = [] }) {
  const api = [originOf(apiUrl), ...extraApiHosts.map((host) => `https://${host}`)].filter(Boolean);
  const auth = [originOf(authUrl)].filter(Boolean);
  const unique = (sources) => [...new Set(sources)].join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': unique(["'self'", ...[...new Set(scriptHashes)].sort()]),
    // React, Plyr and pdf.js set style attributes at run time; hashes cannot cover them.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique(["'self'", 'data:', 'blob:', ...api]),
    'font-src': "'self' data:",
    'connect-src': unique(["'self'", ...api, ...auth]),
    // hls.js feeds the video element from blob: (MediaSource); offline videos play from blob: too.
    'media-src': unique(["'self'", 'blob:', ...api]),
    'frame-src': unique(["'self'", ...api]),
    // The service worker and pdf.js's worker come from the site; hls.js may start its worker from blob:.
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'form-action': unique(["'self'", ...auth]),
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Headers every response carries, besides the policy itself. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

/** Used when the export has no computed policy (a site not built by `npm run build`): no inline script runs. */
export const FALLBACK_POLICY = contentSecurityPolicy({ scriptHashes: [], apiUrl: '', authUrl: '' });

/** A path segment naming a hidden file (`.csp.json`, `.build-env.json`, `.git`) is never served. */
export function isHiddenPath(file) {
  return file.split('/').some((segment) => segment.startsWith('.'));
}
