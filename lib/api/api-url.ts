import { productApiHosts } from '@/lib/routes/allowed-hosts';
import { ApiError } from './api-error';

const loopbackHosts = ['localhost', '127.0.0.1'];

/**
 * Returns the API base URL (always ending in "/") when it is on the allow-list: a product
 * host over https, or a loopback host over http(s). Anything else is 'Invalid API URL'.
 */
export function validateApiUrl(candidate: string, extraHosts: readonly string[] = []): string {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw invalidApiUrl(candidate);
  }
  const host = url.hostname.toLowerCase();
  const loopback = loopbackHosts.includes(host);
  const allowedHost = loopback || [...productApiHosts, ...extraHosts].includes(host);
  const allowedScheme = url.protocol === 'https:' || (loopback && url.protocol === 'http:');
  if (!allowedHost || !allowedScheme || url.username || url.password) throw invalidApiUrl(candidate);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.toString();
}

function invalidApiUrl(candidate: string): ApiError {
  return new ApiError('invalid-url', `Invalid API URL: ${candidate}`);
}
