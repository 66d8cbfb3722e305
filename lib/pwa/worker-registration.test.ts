import type { WorkboxLike } from './worker-registration';

type Module = typeof import('./worker-registration');

function fakeWorkbox(register: () => Promise<unknown> = async () => ({})) {
  const listeners: Record<string, ((event: { isUpdate?: boolean; isExternal?: boolean }) => void)[]> = {};
  const workbox: WorkboxLike & { emit: (type: string, event?: object) => void } = {
    register: jest.fn(register),
    update: jest.fn(async () => {}),
    messageSkipWaiting: jest.fn(),
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    emit: (type, event = {}) => listeners[type]?.forEach((listener) => listener(event)),
  };
  return workbox;
}

function host(workbox?: WorkboxLike, { controlled = true } = {}) {
  return {
    workbox,
    location: { reload: jest.fn() },
    navigator: { serviceWorker: { controller: controlled ? {} : null }, onLine: true },
    addEventListener: jest.fn(),
    setInterval: jest.fn(),
    setTimeout: jest.fn((handler: () => void) => handler()),
  };
}

/** Each test gets the module fresh: it holds the page's one registration. */
function load(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./worker-registration');
  });
  return loaded as Module;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('registers the worker and checks for updates hourly and when back online', async () => {
    const { registerServiceWorker, updateCheckIntervalMs } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox);
    registerServiceWorker(page);
    await flush();
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(page.setInterval).toHaveBeenCalledWith(expect.any(Function), updateCheckIntervalMs);
    expect(page.addEventListener).toHaveBeenCalledWith('online', expect.any(Function));
  });

  it('waits before a first install, so it does not compete with the first page', async () => {
    const { registerServiceWorker, firstInstallDelayMs } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox, { controlled: false });
    page.setTimeout.mockImplementation(() => 0);
    registerServiceWorker(page);
    await flush();
    expect(workbox.register).not.toHaveBeenCalled();
    expect(page.setTimeout).toHaveBeenCalledWith(expect.any(Function), firstInstallDelayMs);
    page.setTimeout.mock.calls[0]?.[0]();
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('logs a registration that fails (missing script, wrong content type) and offers no offline use', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { registerServiceWorker, offlineUse } = load();
    const error = new DOMException('The script has an unsupported MIME type', 'SecurityError');
    expect(() => registerServiceWorker(host(fakeWorkbox(() => Promise.reject(error))))).not.toThrow();
    await flush();
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', error);
    expect(offlineUse.get()).toBe('unavailable');
  });

  it('logs that a browser has no service workers, and offers no offline use', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const { registerServiceWorker, offlineUse } = load();
    expect(() => registerServiceWorker(host())).not.toThrow();
    expect(info).toHaveBeenCalled();
    expect(offlineUse.get()).toBe('unavailable');
  });

  it('offers offline use once the worker is registered', async () => {
    const { registerServiceWorker, offlineUse } = load();
    expect(offlineUse.get()).toBe('unknown');
    registerServiceWorker(host(fakeWorkbox()));
    await flush();
    expect(offlineUse.get()).toBe('available');
  });

  it('says nothing of offline use when the registration fails offline: the next visit tries again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { registerServiceWorker, offlineUse } = load();
    const page = { ...host(fakeWorkbox(() => Promise.reject(new TypeError('Failed to fetch')))) };
    page.navigator = { ...page.navigator, onLine: false };
    registerServiceWorker(page);
    await flush();
    expect(offlineUse.get()).toBe('unknown');
  });
});

describe('updates', () => {
  it('a waiting version is offered; applying it activates it and reloads once it controls the page', () => {
    const { registerServiceWorker, updateState, applyUpdate } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox);
    registerServiceWorker(page);
    workbox.emit('waiting');
    expect(updateState.get()).toBe('waiting');

    applyUpdate(page);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(page.location.reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  it('the first worker taking control is no update, also when another page installed it', () => {
    const { registerServiceWorker, updateState } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox);
    registerServiceWorker(page);
    workbox.emit('controlling', { isUpdate: false, isExternal: true });
    expect(updateState.get()).toBe('none');
    expect(page.location.reload).not.toHaveBeenCalled();
  });

  it('a version another tab applied asks for a reload, which applying does', () => {
    const { registerServiceWorker, updateState, applyUpdate } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox);
    registerServiceWorker(page);
    workbox.emit('controlling', { isUpdate: true, isExternal: true });
    expect(updateState.get()).toBe('activated');
    expect(page.location.reload).not.toHaveBeenCalled();
    applyUpdate(page);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('applying with nothing waiting does nothing', () => {
    const { registerServiceWorker, applyUpdate } = load();
    const workbox = fakeWorkbox();
    const page = host(workbox);
    registerServiceWorker(page);
    applyUpdate(page);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(page.location.reload).not.toHaveBeenCalled();
  });
});
