import { isApiError } from '@/lib/api/api-error';
import { errorExcerpt } from '@/lib/api/error-excerpt';
import type { ShellMessages } from './messages';

/**
 * The catalogue message for any error of the product API or the network (product.md section 8).
 * A failed sign-in has words of its own, which the sign-in return chooses (`callback-screen.tsx`).
 */
export function errorMessage(error: unknown, t: ShellMessages): string {
  if (!isApiError(error)) return t.errors.unexpected;
  switch (error.kind) {
    case 'auth':
      return t.errors.auth;
    case 'server':
      return t.errors.server;
    case 'request': {
      // The catalogue's message plus a short plain-text excerpt: never a whole (HTML) error page.
      const excerpt = errorExcerpt(error.responseText);
      return excerpt ? `${t.errors.request}: ${excerpt}` : t.errors.request;
    }
    case 'no-response':
      return t.errors.noResponse;
    case 'invalid-url':
      return t.errors.invalidUrl;
    case 'invalid-response':
      return t.errors.invalidResponse;
  }
}
