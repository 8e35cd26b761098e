/**
 * WebKit, the engine of every browser on an iPhone: Debian's WebKitGTK
 * WebDriver (`webkit2gtk-driver`) driving its MiniBrowser under Xvfb, through
 * selenium-webdriver. Each flow gets a session of its own (MiniBrowser's
 * automation sessions keep no data between them).
 *
 * A phone's width: MiniBrowser runs full-screen, which hides its toolbar (with
 * no window manager under Xvfb the window keeps the size it is given), so the
 * window is the page's viewport, sized to the 360 × 780 phone of the
 * Playwright suite; every session checks it. (Zooming the page instead, by
 * GDK_DPI_SCALE, puts WebDriver's clicks at unzoomed coordinates: they miss.)
 * The time zone is São Paulo's (TZ); the page's language stays the
 * machine's, which M15 does not read: it writes pt-BR dates and numbers
 * itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
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

/**
 * Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never
 * collide. -noreset: by default an X server resets when its last client leaves,
 * and refuses connections meanwhile; each flow's MiniBrowser is the only client,
 * so the next one would, now and then, find no display ("cannot open display")
 * and WebKitWebDriver would wait for it forever.
 */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const args = ['-displayfd', '3', '-noreset', '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'];
  const child = spawn(xvfb, args, {
    stdio: ['ignore', 'ignore', process.env.ENGINES_DEBUG ? 'inherit' : 'ignore', 'pipe'],
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
  const child = spawn(binary, [`--port=${port}`], {
    stdio: [
      'ignore',
      process.env.ENGINES_DEBUG ? 'inherit' : 'ignore',
      process.env.ENGINES_DEBUG ? 'inherit' : 'ignore',
    ],
    env,
  });
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
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', '--full-screen'] },
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

/** Sizes the window, which is all page, to the phone; then waits until the page has that size. */
async function phoneSized(wd: WebDriver): Promise<void> {
  await wd.manage().window().setRect({ width: PHONE.width, height: PHONE.height });
  const until = Date.now() + 10_000;
  for (;;) {
    const [width, height] = (await wd.executeScript('return [innerWidth, innerHeight]')) as [number, number];
    if (width === PHONE.width && height === PHONE.height) return;
    if (Date.now() > until)
      throw new Error(`WebKit's viewport is ${width}×${height}, not ${PHONE.width}×${PHONE.height}.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How long a new MiniBrowser may take to answer its first WebDriver command, on a busy machine. */
const START_MS = 30_000;

export interface WebKit {
  open(): Promise<Driver>;
  stop(): Promise<void>;
}

export async function startWebKit(): Promise<WebKit> {
  const { webkitDriver, miniBrowser, xvfb } = programs();
  if (!webkitDriver || !miniBrowser || !xvfb)
    throw new Error('WebKitWebDriver, MiniBrowser or Xvfb is missing: run `npm run test:webkit`, which installs them.');
  const x = await startXvfb(xvfb);
  const env = { ...process.env, DISPLAY: x.display, TZ: PHONE.timeZone };
  const driver = await startDriver(webkitDriver, env);

  return {
    async open() {
      // A browser that cannot start never answers WebDriver: fail with a reason, not a hook's timeout.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wd = await Promise.race([
        session(driver.url, miniBrowser),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(new Error(`MiniBrowser did not start in ${START_MS / 1000} s (ENGINES_DEBUG=1 shows its output)`)),
            START_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      try {
        await phoneSized(wd);
      } catch (e) {
        await wd.quit();
        throw e;
      }
      return new WebKitDriver(wd);
    },
    async stop() {
      await stop(driver.process);
      await stop(x.process);
    },
  };
}
