type Module = typeof import('./install-prompt');

function load(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./install-prompt');
  });
  return loaded as Module;
}

function host({ standalone = false } = {}) {
  const target = new EventTarget();
  return {
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
    addEventListener: (type: string, listener: (event: Event) => void) => target.addEventListener(type, listener),
    navigator: {},
    dispatch: (event: Event) => target.dispatchEvent(event),
  };
}

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('install prompt', () => {
  it('knows an app opened in standalone display is installed', () => {
    const { watchInstallPrompt, installState } = load();
    watchInstallPrompt(host({ standalone: true }));
    expect(installState.get()).toBe('installed');
  });

  it('keeps the browser’s offer for the button and shows its dialog once', async () => {
    const { watchInstallPrompt, installState, promptInstall } = load();
    const page = host();
    watchInstallPrompt(page);
    expect(installState.get()).toBe('unavailable');
    const offer = installOffer('accepted');
    page.dispatch(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installState.get()).toBe('available');

    await promptInstall();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(installState.get()).toBe('installed');
    await promptInstall();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('a dismissed offer is gone', async () => {
    const { watchInstallPrompt, installState, promptInstall } = load();
    const page = host();
    watchInstallPrompt(page);
    page.dispatch(installOffer('dismissed'));
    await promptInstall();
    expect(installState.get()).toBe('unavailable');
  });

  it('an install from the browser’s own menu counts too', () => {
    const { watchInstallPrompt, installState } = load();
    const page = host();
    watchInstallPrompt(page);
    page.dispatch(new Event('appinstalled'));
    expect(installState.get()).toBe('installed');
  });
});
