/**
 * WebKit, the engine of every browser on an iPhone: Debian's WebKitGTK
 * WebDriver (`webkit2gtk-driver`) driving its MiniBrowser under Xvfb, through
 * selenium-webdriver. Each flow gets a session of its own (MiniBrowser's
 * automation sessions keep no data between them).
 *
 * A phone's width: MiniBrowser's toolbar keeps its window at least ~450 px
 * wide. A GTK user stylesheet (in a private XDG_CONFIG_HOME) takes the
 * toolbar's padding and text away, so the window, and the page's viewport,
 * can be 360 px wide, as Playwright's phone is; every session checks it.
 * (Zooming the page instead, by GDK_DPI_SCALE, puts WebDriver's clicks at
 * unzoomed coordinates: they miss.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findEngines } from '../../scripts/engines.mjs';
import type { Driver, ElementRef } from './engine';
import { PHONE } from './phone';

const programs = (): ReturnType<typeof findEngines> =>
  process.env.ENGINE_PROGRAMS ? JSON.parse(process.env.ENGINE_PROGRAMS) : findEngines();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code})`)));
    let out = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: child });
    });
  });
}

async function startDriver(binary: string, env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`], { stdio: 'ignore', env });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${child.exitCode})`);
    const ready = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, process: child };
    if (tries > 200) throw new Error('WebKitWebDriver did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function session(url: string, miniBrowser: string): Promise<WebDriver> {
  return new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    })
    .build();
}

class WebKitDriver implements Driver {
  constructor(private readonly wd: WebDriver) {}
  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // WebDriver awaits a promise the script returns.
    return (await this.wd.executeScript(fn, ...args)) as Awaited<R>;
  }
  async element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null> {
    return (await this.wd.executeScript(fn, ...args)) as WebElement | null as unknown as ElementRef | null;
  }
  navigate(url: string) {
    return this.wd.get(url);
  }
  reload() {
    return this.wd.navigate().refresh();
  }
  click(el: ElementRef) {
    return (el as unknown as WebElement).click();
  }
  type(el: ElementRef, text: string) {
    return (el as unknown as WebElement).sendKeys(text);
  }
  upload(el: ElementRef, path: string) {
    // A local driver reads the path itself.
    return (el as unknown as WebElement).sendKeys(path);
  }
  async close() {
    await this.wd.quit();
  }
}

export interface WebKit {
  open(): Promise<Driver>;
  stop(): Promise<void>;
}

export async function startWebKit(): Promise<WebKit> {
  const { webkitDriver, miniBrowser, xvfb } = programs();
  if (!webkitDriver || !miniBrowser || !xvfb)
    throw new Error('WebKitWebDriver, MiniBrowser or Xvfb is missing: run `npm run test:webkit`, which installs them.');
  const x = await startXvfb(xvfb);
  const config = mkdtempSync(join(tmpdir(), 'm15-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    'window * { padding: 0; margin: 0; min-width: 0; min-height: 0; font-size: 1px; border-width: 0; }\n',
  );
  const env = { ...process.env, DISPLAY: x.display, XDG_CONFIG_HOME: config, TZ: PHONE.timeZone, LANGUAGE: 'pt_BR' };
  const driver = await startDriver(webkitDriver, env);
  // The window's height that is not page (the toolbar), measured once.
  let chrome: number | null = null;

  return {
    async open() {
      const wd = await session(driver.url, miniBrowser);
      try {
        const window = wd.manage().window();
        if (chrome === null) {
          await window.setRect({ width: PHONE.width, height: PHONE.height });
          chrome = PHONE.height - Number(await wd.executeScript('return innerHeight'));
        }
        await window.setRect({ width: PHONE.width, height: PHONE.height + chrome });
        const size = (await wd.executeScript('return [innerWidth, innerHeight]')) as [number, number];
        if (size[0] !== PHONE.width || size[1] !== PHONE.height)
          throw new Error(`WebKit's viewport is ${size.join('×')}, not ${PHONE.width}×${PHONE.height}.`);
      } catch (e) {
        await wd.quit();
        throw e;
      }
      return new WebKitDriver(wd);
    },
    async stop() {
      await stop(driver.process);
      await stop(x.process);
      rmSync(config, { recursive: true, force: true });
    },
  };
}
