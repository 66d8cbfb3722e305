import puppeteer, { type ElementHandle } from 'puppeteer-core';
import {
  describeQuery,
  elementTimeoutMs,
  findArgs,
  findElement,
  type ElementQuery,
  type EnginePage,
} from './engine-page';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or FIREFOX_PATH. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox, headless, driven by puppeteer-core over WebDriver BiDi, which Firefox speaks itself:
 * no geckodriver (its npm package downloads a binary, which cannot be reached here).
 */
export async function openFirefox(siteUrl: string, viewport: { width: number; height: number }): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  await page.setViewport(viewport);

  const find = async (query: ElementQuery) => {
    const handle = await page
      .waitForFunction(findElement, { polling: 100, timeout: elementTimeoutMs }, ...findArgs(query))
      .catch((error: unknown) => {
        throw new Error(`No ${describeQuery(query)} on ${page.url()}`, { cause: error });
      });
    return handle as unknown as ElementHandle<Element>;
  };

  return {
    goto: async (path) => {
      await page.goto(new URL(path, siteUrl).href);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => page.url(),
    // puppeteer's types map handles in arguments; these are plain JSON values.
    evaluate: (script, ...args) => page.evaluate(script as never, ...(args as unknown as never[])),
    click: async (query) => {
      await (await find(query)).click();
    },
    type: async (query, text) => {
      await (await find(query)).type(text);
    },
    close: () => browser.close(),
  };
}
