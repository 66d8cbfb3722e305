import { resolveMediaUrl } from '@/lib/api/media-url';

/** The absolute URL to play for a material's `url`, or null when there is none or it is not a URL. */
export function mediaSource(url: string | undefined, apiBaseUrl?: string): string | null {
  if (!url) return null;
  try {
    return resolveMediaUrl(url, apiBaseUrl);
  } catch {
    return null;
  }
}
