/**
 * Firefox ESR (Debian's `firefox-esr`), headless, over WebDriver BiDi through
 * puppeteer-core: no geckodriver, which Debian does not package. One browser
 * per run; each flow gets a browser context of its own (its own storage).
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { findEngines } from '../../scripts/engines.mjs';
import type { Driver, ElementRef } from './engine';
import { PHONE } from './phone';

class FirefoxDriver implements Driver {
  constructor(
    private readonly page: Page,
    private readonly done: () => Promise<void>,
  ) {}
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }
  async element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null> {
    const handle = await this.page.evaluateHandle(fn as (...a: unknown[]) => Element | null, ...args);
    const el = handle.asElement();
    if (!el) {
      await handle.dispose();
      return null;
    }
    return el as unknown as ElementRef;
  }
  async navigate(url: string) {
    await this.page.goto(url);
  }
  async reload() {
    await this.page.reload();
  }
  click(el: ElementRef) {
    return (el as unknown as ElementHandle<Element>).click();
  }
  async type(el: ElementRef, text: string) {
    await (el as unknown as ElementHandle<Element>).type(text);
  }
  upload(el: ElementRef, path: string) {
    return (el as unknown as ElementHandle<HTMLInputElement>).uploadFile(path);
  }
  close() {
    return this.done();
  }
}

export interface Firefox {
  open(): Promise<Driver>;
  stop(): Promise<void>;
}

export async function startFirefox(): Promise<Firefox> {
  const { firefox } = process.env.ENGINE_PROGRAMS ? JSON.parse(process.env.ENGINE_PROGRAMS) : findEngines();
  if (!firefox) throw new Error('Firefox is missing: run `npm run test:firefox`, which installs it.');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    extraPrefsFirefox: { 'intl.locale.requested': PHONE.locale, 'intl.accept_languages': PHONE.locale },
    env: { ...process.env, TZ: PHONE.timeZone },
  });
  return {
    async open() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: PHONE.width, height: PHONE.height, isMobile: true, hasTouch: true });
      return new FirefoxDriver(page, () => context.close());
    },
    stop: () => browser.close(),
  };
}
