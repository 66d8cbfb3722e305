import { env } from '@/lib/config/env';

/** Material URLs may be relative to the API base URL (demo media) or absolute. */
export function resolveMediaUrl(url: string, apiBaseUrl: string = env.apiUrl): string {
  return new URL(url, apiBaseUrl).toString();
}
