/**
 * The phones of the specs about Safari's 7-day rule: user agents
 * as the browsers send them, and M15 opened from an iPhone's home screen.
 * Every other spec runs with the Android Chrome of playwright.config.ts.
 */
import type { Page } from '@playwright/test';

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * M15 opened from the iPhone's home screen: WebKit's `navigator.standalone`
 * is true there. `persist` answers `navigator.storage.persist()` and counts
 * the calls in `window.__m15PersistAsked`, so a spec can tell that the app asked.
 */
export async function fromHomeScreen(page: Page, { persist }: { persist: boolean }) {
  await page.addInitScript((granted) => {
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
    const w = window as unknown as { __m15PersistAsked: number };
    w.__m15PersistAsked = 0;
    let persisted = false;
    Object.defineProperty(StorageManager.prototype, 'persisted', {
      value: async () => persisted,
      configurable: true,
    });
    Object.defineProperty(StorageManager.prototype, 'persist', {
      value: async () => {
        w.__m15PersistAsked += 1;
        persisted = granted;
        return granted;
      },
      configurable: true,
    });
  }, persist);
}

export const persistAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __m15PersistAsked: number }).__m15PersistAsked);
