import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { E2E_BUILD_SETTINGS } from './build-settings.mjs';
import { NOON, userOnDay } from './users';

/**
 * Shared fixtures: every test fails on an uncaught page error or a
 * Content-Security-Policy violation, and helpers seed and read the device
 * storage the way the app keeps it.
 */
export const test = base.extend<{ pageErrors: string[]; cspViolations: string[]; filePosts: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__m15ReportCsp', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __m15ReportCsp: (v: string) => void }).__m15ReportCsp(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // No file ever rides in a form post (ARCHITECTURE, "Data flow" 6; decision 011): WebKit cannot
  // read back a Request whose FormData holds a Blob, and Remix builds such a Request for a
  // clientAction. Chromium can, so every spec watches for one here.
  filePosts: [
    async ({ page }, use) => {
      const posts: string[] = [];
      await page.exposeFunction('__m15ReportFilePost', (v: string) => posts.push(v));
      await page.addInitScript(() => {
        const Native = window.Request;
        window.Request = class extends Native {
          constructor(input: RequestInfo | URL, init?: RequestInit) {
            const body = init?.body;
            if (body instanceof FormData) {
              const files = [...body.entries()].filter(([, v]) => v instanceof Blob).map(([k]) => k);
              if (files.length > 0)
                (window as unknown as { __m15ReportFilePost: (v: string) => void }).__m15ReportFilePost(
                  `${String(input)}: ${files.join(', ')}`,
                );
            }
            super(input, init);
          }
        };
      });
      await use(posts);
      expect(posts, 'form posts that carry a file').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Puts values in localStorage before the app starts (once per tab, so reloads keep what the app wrote). */
export async function seedStorage(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__m15_seeded')) return;
    sessionStorage.setItem('__m15_seeded', '1');
    for (const [k, v] of Object.entries(entries)) {
      localStorage.setItem(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
  }, values);
}

export async function readStorage<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/** Waits for running animations and transitions (a dialog fading and scaling in) to end. */
export async function settle(page: Page) {
  // Parts of a screen that load after its first paint mark their placeholders `data-pending`.
  await page.waitForFunction(() => document.querySelector('[data-pending]') === null);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** axe-core over the whole page; every route must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  // Colours mid-transition are not what the user reads.
  await settle(page);
  // Legacy mode runs axe.run() in the page. The default mode runs it in parts, then opens a
  // blank page and loads axe into it a second time to merge them: twice the time (70 calls,
  // 2.9 s each in a full run on two busy cores) for the same result on every screen. What it
  // does not check is the inside of a frame from another origin: the only one is the
  // tutorial video, which these specs stub with an empty page of their own.
  // Every rule still runs on every element; `resultTypes` only keeps axe from listing, with a
  // selector each, the hundreds of elements that pass (one each is kept): half the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/** The toast with this title, as the user reads it. */
export function toast(page: Page, title: string) {
  return page.locator('.m15-notifications .mantine-Notification-root').filter({ hasText: title });
}

/**
 * Opens a fold (an Accordion control) and waits until it has unfolded: while
 * its panel's height still animates, the panel clips what is in it and the
 * page is shorter, so a tap or a scroll then can miss. The animated height is
 * cleared when the transition ends.
 */
export async function unfold(control: Locator) {
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const panel = control.page().locator(`[id="${await control.getAttribute('aria-controls')}"]`);
  await expect(panel).not.toHaveAttribute('style', /height/);
}

/**
 * Closes every toast on the screen and waits until none is left, even one
 * still fading out: the next toast with the same title is then the only one.
 */
export async function closeToasts(page: Page) {
  for (const b of await page.getByRole('button', { name: 'Fechar notificação' }).all()) await b.click();
  await expect(page.locator('.m15-notifications .mantine-Notification-root')).toHaveCount(0);
}

/**
 * The waist fields (Hoje's check-in, Perfil's starting waist): text, zero and
 * an absurd value are each refused on save with the field marked, focused and
 * explained.
 */
export async function expectNonWaistsRefused(page: Page, waist: Locator, save: Locator) {
  for (const typed of ['noventa', '0', '800']) {
    await waist.fill(typed);
    await save.click();
    await expect(waist).toHaveAttribute('aria-invalid', 'true');
    await expect(waist).toBeFocused();
    await expect(page.getByText('Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).')).toBeVisible();
  }
}

/** Which of `pool`'s phrases a toast's text (title and message, as read) holds. */
export function phrasesIn(text: string, pool: readonly string[]): string[] {
  return pool.filter((phrase) => text.includes(phrase));
}

export async function gotoApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The footer closes every screen: once it is there, the whole screen is.
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Opens Início at NOON as a user on day `n` of the challenge today (tests/users.ts). */
export async function openOnDay(page: Page, n: number, extra: Record<string, unknown> = {}) {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(n, extra));
  await gotoApp(page, '/');
}

/**
 * Fails at once, with what to do, when build/client was not made with the e2e
 * settings (a plain `npm run build` leaves the e-mail option and the video
 * out): for the specs of those flows, in a `test.beforeAll`.
 */
export function requireE2eBuild() {
  const dir = new URL('../build/client/', import.meta.url);
  const html = readFileSync(new URL('index.html', dir), 'utf8');
  const videoOrigin = new URL(E2E_BUILD_SETTINGS.VITE_TUTORIAL_VIDEO_URL).origin;
  const assets = new URL('assets/', dir);
  const hasEmail = readdirSync(assets).some(
    (f) =>
      f.endsWith('.js') && readFileSync(new URL(f, assets), 'utf8').includes(E2E_BUILD_SETTINGS.VITE_SUPPORT_EMAIL),
  );
  if (!html.includes(`frame-src ${videoOrigin};`) || !hasEmail)
    throw new Error(
      'build/client was not built with the e2e settings (tests/build-settings.mjs): run `npm run build:e2e`, ' +
        'or `npm run test:e2e`, which builds with them.',
    );
}

/**
 * A network that loses downloads of the app's files matching `file` (a
 * chunk's name, e.g. `weight-chart`), as a phone on mobile data does, in
 * front of a browser that remembers a failed import (Chromium up to 150, the
 * HTML spec before whatwg/html#10327): a URL that failed once fails again,
 * whatever the network does later, so only a URL never tried, or a new
 * document, can get through. Recovery that counts on the browser forgetting fails here.
 * `lose: 'first'` loses only the first download; 'all' loses every one until
 * `restore()`. `scriptsOnly`: only the browser's module loading fails, not a
 * page's `fetch()` of the same file (a file that downloads, with an import
 * that the browser remembers as failed).
 */
export async function losingNetwork(
  page: Page,
  file: string,
  { lose, scriptsOnly = false }: { lose: 'first' | 'all'; scriptsOnly?: boolean },
) {
  const pattern = new RegExp(`/assets/${file}-[^/?]+\\.js(\\?.*)?$`);
  const failed = new Set<string>();
  const requested: string[] = [];
  let down = true;
  // A new document starts with an empty module map: it remembers nothing.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failed.clear();
  });
  await page.route(pattern, (route) => {
    const url = route.request().url();
    requested.push(url);
    const spared = scriptsOnly && route.request().resourceType() === 'fetch';
    if (!spared && (down || failed.has(url))) {
      failed.add(url);
      if (lose === 'first') down = false;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  return {
    requested,
    restore: () => {
      down = false;
    },
  };
}
