import { isApiError } from '@/lib/api/api-error';
import { errorExcerpt } from '@/lib/api/error-excerpt';
import { LoginError } from '@/lib/auth/login-error';
import type { ShellMessages } from './messages';

/** The catalogue message for any error the portal can meet (product.md section 8). */
export function errorMessage(error: unknown, t: ShellMessages): string {
  if (error instanceof LoginError) return t.auth.loginErrors[error.code];
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
