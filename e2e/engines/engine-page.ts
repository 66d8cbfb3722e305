/**
 * What the cross-engine journeys ask of a browser, whichever driver runs it: puppeteer-core over
 * WebDriver BiDi for Firefox (firefox.ts), Selenium's WebDriver client for WebKitGTK's MiniBrowser
 * (webkit.ts). Elements are found by the same script in every engine, by CSS and the name a
 * student reads (its aria-label, else its text), as Playwright's getByRole finds them in Chromium.
 */
export interface ElementQuery {
  css: string;
  /** The element's aria-label, else its text, must match (whitespace collapsed). */
  name?: RegExp;
}

export interface EnginePage {
  /** Opens a path of the site. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `script` in the page with `args` (JSON values) and returns its (awaited) result. */
  evaluate<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Waits for the first visible element matching `query` and clicks it as a pointer would. */
  click(query: ElementQuery): Promise<void>;
  /** Waits for the first visible field matching `query` and types `text` into it. */
  type(query: ElementQuery, text: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a click or a typing step waits for its element to appear. */
export const elementTimeoutMs = 15_000;

/**
 * Runs in the page: the first visible element matching the query, or null. Self-contained, as
 * every driver sends a function's source to the page.
 */
export function findElement(css: string, nameSource: string | null, nameFlags: string): Element | null {
  const name = nameSource === null ? null : new RegExp(nameSource, nameFlags);
  for (const element of Array.from(document.querySelectorAll(css))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (name === null || name.test(label)) return element;
  }
  return null;
}

/** The query as `findElement`'s arguments. */
export const findArgs = ({ css, name }: ElementQuery): [string, string | null, string] => [
  css,
  name?.source ?? null,
  name?.flags ?? '',
];

export const describeQuery = ({ css, name }: ElementQuery) => (name ? `${css} named ${name}` : css);
