import type { Locale } from '@/lib/i18n/catalogues';
import type { LoginStart } from './login-flow';

/**
 * The sign-in and sign-out flow (PKCE, the provider's URLs, the code exchange) runs only when a
 * student presses Sign in or Sign out: it loads then, off every page's first load (issue 20). The
 * buttons wait offline anyway, and the worker precaches the chunk; should it fail to load, the
 * press fails as a failed sign-in or sign-out does.
 */
const loginFlow = () => import('./login-flow');

export const startLogin = async (locale: Locale, start?: LoginStart) => (await loginFlow()).startLogin(locale, start);

export const logout = async () => (await loginFlow()).logout();
