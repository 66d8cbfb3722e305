import { env } from '@/lib/config/env';
import { mobileStateLength } from '@/lib/config/ui';
import { routes } from '@/lib/routes/routes';

/**
 * What the mobile wrapper injects into its web view before the app starts (docs/decisions:
 * mobile login). The secret, when a deployment insists on one, lives only there.
 */
interface MobileWrapper {
  clientSecret?: string;
}

declare global {
  interface Window {
    portalWrapper?: MobileWrapper;
  }
}

export interface LoginPlatform {
  redirectUri: string;
  stateLength: number;
  clientSecret?: string;
}

const webStateLength = 32;

export function loginPlatform(win: Window = window): LoginPlatform {
  const wrapper = win.portalWrapper;
  if (wrapper) {
    return {
      redirectUri: `${env.appScheme}://${routes.callback.slice(1)}`,
      stateLength: mobileStateLength,
      clientSecret: wrapper.clientSecret,
    };
  }
  return {
    redirectUri: env.authRedirectUri || `${win.location.origin}${routes.callback}`,
    stateLength: webStateLength,
  };
}
