import { DEFAULT_API_URL, DEFAULT_AUTH_URL } from '@/lib/config/local-ports.mjs';

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
  authClientId: process.env.NEXT_PUBLIC_AUTH_CLIENT_ID || 'portal-demo',
  /** Empty means `<site origin>/callback`, resolved in the browser. */
  authRedirectUri: process.env.NEXT_PUBLIC_AUTH_REDIRECT_URI || '',
  appScheme: process.env.NEXT_PUBLIC_APP_SCHEME || 'dilokulu',
} as const;
