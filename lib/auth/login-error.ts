import type { tokenAnswerFailures } from '@/lib/api/schemas';

/** Login failures of product.md section 8; `code` picks the catalogue message shown to the student. */
export type LoginErrorCode = 'token-unavailable' | 'invalid-response' | (typeof tokenAnswerFailures)[number];

/** The product gives these messages in Turkish (product.md section 8); they are what the logs and error objects carry. */
const loginErrorMessages: Record<LoginErrorCode, string> = {
  'token-unavailable': 'Token alınamadı',
  'invalid-response': 'Geçersiz yanıt verisi',
  'access-token-missing': 'Erişim belirteci bulunamadı',
  'invalid-user': 'Geçersiz kullanıcı bilgisi',
};

export class LoginError extends Error {
  constructor(readonly code: LoginErrorCode) {
    super(loginErrorMessages[code]);
    this.name = 'LoginError';
  }
}
