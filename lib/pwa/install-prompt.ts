import { createExternalStore } from './external-store';

/** Chromium's install offer (not in the DOM typings: a non-standard event). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** `available`: the browser offers installing and waits for our button. `installed`: running as the app. */
export type InstallState = 'unavailable' | 'available' | 'installed';

export const installState = createExternalStore<InstallState>('unavailable');

let offer: BeforeInstallPromptEvent | null = null;

interface InstallHost {
  matchMedia(query: string): { matches: boolean };
  addEventListener(type: 'beforeinstallprompt' | 'appinstalled', listener: (event: Event) => void): void;
  navigator: object;
}

/** Opened from the home screen: standalone display, or iOS Safari's own flag. */
function isStandalone(host: Pick<InstallHost, 'matchMedia' | 'navigator'>): boolean {
  return (
    host.matchMedia('(display-mode: standalone)').matches ||
    (host.navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * Listens for the browser's install offer from start-up on: it comes once, whenever the browser
 * decides, and is kept (its default mini-bar suppressed) for the install button.
 */
export function watchInstallPrompt(host: InstallHost = window): void {
  if (isStandalone(host)) {
    installState.set('installed');
    return;
  }
  host.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    installState.set('available');
  });
  host.addEventListener('appinstalled', () => {
    offer = null;
    installState.set('installed');
  });
}

/** Shows the browser's install dialog; the offer can be used once whatever the answer. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  await current.prompt();
  const { outcome } = await current.userChoice;
  installState.set(outcome === 'accepted' ? 'installed' : 'unavailable');
}
