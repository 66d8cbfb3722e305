/** The error classes of product.md section 8; `kind` picks the catalogue message shown to the student. */
type ApiErrorKind = 'auth' | 'server' | 'request' | 'no-response' | 'invalid-url' | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly responseText?: string,
    /** `invalid-response` from a schema: its message for the first thing wrong (lib/api/schemas.ts). */
    readonly issue?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
