import { browserSupportScript, isUnsupportedBrowser, unsupportedBrowserAttribute } from './browser-support';

/** Runs the inline script as the page does, with `missing` taken out of the window first. */
function runScript(remove: () => () => void) {
  const restore = remove();
  try {
    document.documentElement.removeAttribute(unsupportedBrowserAttribute);
    // The script is the page's own inline script: run as the page runs it.
    new Function(browserSupportScript)();
    return document.documentElement.getAttribute(unsupportedBrowserAttribute);
  } finally {
    restore();
  }
}

/** Replaces `object[key]` for one run; the returned function puts it back. */
function replace(object: object, key: string, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(object, key);
  Object.defineProperty(object, key, { value, configurable: true, writable: true });
  return () => {
    if (original) Object.defineProperty(object, key, original);
    else delete (object as Record<string, unknown>)[key];
  };
}

/** jsdom has neither IndexedDB nor `noModule`: the browser this test stands for has both. */
const supported = () => {
  const restoreIndexedDb = replace(window, 'indexedDB', {});
  const restoreNoModule = replace(HTMLScriptElement.prototype, 'noModule', false);
  return () => {
    restoreIndexedDb();
    restoreNoModule();
  };
};

const without = (object: () => object, key: string) => () => {
  const restoreSupported = supported();
  const restoreFeature = replace(object(), key, undefined);
  return () => {
    restoreFeature();
    restoreSupported();
  };
};

describe('the browser support check', () => {
  afterEach(() => document.documentElement.removeAttribute(unsupportedBrowserAttribute));

  it('marks nothing in a browser that has everything the portal needs', () => {
    expect(runScript(supported)).toBeNull();
    expect(isUnsupportedBrowser(document.documentElement)).toBe(false);
  });

  it.each([
    ['indexedDB', without(() => window, 'indexedDB')],
    ['getRandomValues', without(() => crypto, 'getRandomValues')],
    ['es2020', without(() => Promise, 'allSettled')],
    // jsdom's script elements have no `noModule`, as a browser without ES modules.
    ['modules', () => replace(window, 'indexedDB', {})],
  ])('names %s when the browser lacks it', (name, remove) => {
    const missing = runScript(remove);
    expect(missing?.split(' ')).toContain(name);
    expect(isUnsupportedBrowser(document.documentElement)).toBe(true);
  });

  it('counts a test that throws as missing, and still marks the page', () => {
    const throwing = () => {
      const restoreSupported = supported();
      const original = Object.getOwnPropertyDescriptor(window, 'indexedDB');
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get() {
          throw new DOMException('Denied', 'SecurityError');
        },
      });
      return () => {
        if (original) Object.defineProperty(window, 'indexedDB', original);
        restoreSupported();
      };
    };
    expect(runScript(throwing)).toBe('indexedDB');
  });

  it('is ES5: no arrow functions, let, const or template strings', () => {
    expect(browserSupportScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
