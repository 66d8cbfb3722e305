import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  describeQuery,
  elementTimeoutMs,
  findArgs,
  findElement,
  type ElementQuery,
  type EnginePage,
} from './engine-page';

/**
 * WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver` brings it and `WebKitWebDriver`), or
 * WEBKIT_BROWSER_PATH. It draws into a window, so it runs under a virtual X display (Xvfb).
 */
const miniBrowserPaths = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

function miniBrowserPath(): string {
  const path = process.env.WEBKIT_BROWSER_PATH ?? miniBrowserPaths.find((candidate) => existsSync(candidate));
  if (!path) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver, or set WEBKIT_BROWSER_PATH');
  return path;
}

/** Starts Xvfb on a display it picks itself (`-displayfd`), so runs side by side never collide. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const numberPipe = xvfb.stdio[3] as NodeJS.ReadableStream;
  const [chunk] = (await Promise.race([
    once(numberPipe, 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb did not start: apt-get install xvfb');
    }),
  ])) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: xvfb };
}

/** WebKitWebDriver on `port`, answering once its status says so. */
async function startDriver(port: number, display: string): Promise<ChildProcess> {
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) break;
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return driver;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  driver.kill();
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * MiniBrowser driven by Selenium's WebDriver client through WebKitWebDriver, a classic WebDriver
 * server. Closing ends the session, the driver and Xvfb.
 */
export async function openWebKit(
  siteUrl: string,
  viewport: { width: number; height: number },
  driverPort: number,
): Promise<EnginePage> {
  const xvfb = await startXvfb();
  const processes: ChildProcess[] = [xvfb.process];
  let driver: WebDriver;
  try {
    processes.unshift(await startDriver(driverPort, xvfb.display));
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(viewport);
  } catch (error) {
    processes.forEach((child) => child.kill());
    throw error;
  }

  const find = async (query: ElementQuery) => {
    const found = await driver
      .wait(
        () => driver.executeScript<WebElement | null>(findElement, ...findArgs(query)),
        elementTimeoutMs,
        undefined,
        100,
      )
      .catch(async (error: unknown) => {
        throw new Error(`No ${describeQuery(query)} on ${await driver.getCurrentUrl()}`, { cause: error });
      });
    return found as WebElement;
  };

  return {
    goto: async (path) => {
      await driver.get(new URL(path, siteUrl).href);
    },
    reload: async () => {
      await driver.navigate().refresh();
    },
    url: () => driver.getCurrentUrl(),
    evaluate: (script, ...args) => driver.executeScript(script, ...args),
    click: async (query) => {
      const element = await find(query);
      // WebKitWebDriver clicks where the element is, and a sticky bar may cover the page's edges.
      await driver.executeScript((target: Element) => target.scrollIntoView({ block: 'center' }), element);
      await element.click();
    },
    type: async (query, text) => {
      await (await find(query)).sendKeys(text);
    },
    close: async () => {
      await driver.quit().catch(() => {});
      for (const child of processes) {
        child.kill();
        if (child.exitCode === null) await once(child, 'exit');
      }
    },
  };
}
