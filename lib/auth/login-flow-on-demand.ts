import type { Locale } from '@/lib/i18n/catalogues';
import type { LoginStart } from './login-flow';

/**
 * The sign-in flow (PKCE, the provider's URLs, the code exchange) runs only when a student presses
 * Sign in: it loads then, off every page's first load (decision 37). The button waits offline anyway,
 * and the worker precaches the chunk; should it fail to load, the press fails as a failed sign-in
 * does. Signing out needs none of it (`sign-out.ts`).
 */
const loginFlow = () => import('./login-flow');

export const startLogin = async (locale: Locale, start?: LoginStart) => (await loginFlow()).startLogin(locale, start);
