/**
 * What the WebKit and Firefox flows need from a browser, over two well-kept
 * WebDriver clients (selenium-webdriver for WebKitGTK's WebDriver,
 * puppeteer-core for Firefox's WebDriver BiDi): each adapter implements
 * `Driver`; `Screen` adds, once for both, finding things the way a person
 * does (a button by its name, a field by its label) and waiting on what the
 * screen shows. No sleeps: every wait polls a condition of the page.
 */

/** An element of the page, as the client holds it. */
export type ElementRef = { readonly __element: unique symbol };

/** A page function: self-contained (it runs in the page), JSON in and out. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R;

export interface Driver {
  /** Runs `fn` in the page with `args` and returns its result (a promise it returns is awaited). */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>>;
  /** The element `fn` returns in the page, or null. */
  element<A extends unknown[]>(fn: PageFunction<A, Element | null>, ...args: A): Promise<ElementRef | null>;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  click(el: ElementRef): Promise<void>;
  /** Types into the element as keys (it gets the focus first). */
  type(el: ElementRef, text: string): Promise<void>;
  /** Sets the file of an `<input type="file">`, as picking it does. */
  upload(el: ElementRef, path: string): Promise<void>;
  close(): Promise<void>;
}

/** How a person finds a thing: a button, a field or an image by its name, or a file input by a CSS selector. */
export type Query =
  | { role: 'button' | 'field' | 'img' | 'link'; name: string; within?: string }
  | { role: 'file'; name?: string; css?: string };

/**
 * Finds the element a query names, in the page (self-contained). The name is
 * what assistive technology reads: aria-label, aria-labelledby, the <label>,
 * an image's alt, else the text; parts marked aria-hidden (a required field's
 * asterisk) are left out. Visible elements only, except file inputs, which
 * pickers hide. The element is scrolled to the middle of the viewport, so the
 * bottom bar never covers it.
 */
function locate(q: Query): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    if (el.getAttribute('aria-hidden') === 'true') return '';
    return [...el.childNodes].map(textOf).join('');
  };
  const nameOf = (el: Element): string => {
    const aria = el.getAttribute('aria-label');
    if (aria !== null) return norm(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm(textOf(labels[0]!));
    if (el instanceof HTMLImageElement) return norm(el.alt);
    return norm(textOf(el));
  };
  const SELECTORS = {
    button: 'button, [role="button"]',
    field: 'input:not([type="hidden"]):not([type="file"]), textarea, select',
    img: 'img',
    link: 'a[href]',
    file: 'input[type="file"]',
  } as const;
  if (q.role === 'file') {
    const inputs = [...document.querySelectorAll(q.css ?? SELECTORS.file)];
    return inputs.find((el) => q.name === undefined || nameOf(el) === q.name) ?? null;
  }
  const root = q.within ? document.querySelector(q.within) : document;
  if (!root) return null;
  const found = [...root.querySelectorAll(SELECTORS[q.role])].find(
    (el) => el.getClientRects().length > 0 && nameOf(el) === q.name,
  );
  found?.scrollIntoView({ block: 'center', inline: 'nearest' });
  return found ?? null;
}

const describe = (q: Query) =>
  q.role === 'file' ? `file input ${q.css ?? ''} ${q.name ?? ''}`.trim() : `${q.role} "${q.name}"`;

/** How long a wait lasts before it fails: long enough for a busy 2-core machine, never a timing assertion. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

export class Screen {
  constructor(
    readonly driver: Driver,
    readonly baseURL: string,
  ) {}

  /** Polls `fn` in the page until it returns something truthy, and returns that; fails after WAIT_MS with `what`. */
  async waitFor<A extends unknown[], R>(
    what: string,
    fn: PageFunction<A, R>,
    ...args: A
  ): Promise<NonNullable<Awaited<R>>> {
    const until = Date.now() + WAIT_MS;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.driver.evaluate(fn, ...args);
        if (value) return value as NonNullable<Awaited<R>>;
      } catch (e) {
        // A navigation in progress destroys the context the script ran in: try again.
        last = e;
      }
      if (Date.now() > until)
        throw new Error(
          `Timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}.\n${await this.shows()}`,
        );
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** What the screen says (its toasts, then its content), for a failure's message. */
  async shows(): Promise<string> {
    const text = await this.driver
      .evaluate(() => {
        const toasts = [...document.querySelectorAll('.m15-notifications .mantine-Notification-root')];
        return [
          `toasts: ${toasts.map((t) => (t as HTMLElement).innerText).join(' | ') || 'none'}`,
          `screen: ${(document.querySelector('main') ?? document.body)?.innerText ?? ''}`,
        ].join('\n');
      })
      .catch((e: unknown) => `(could not read the screen: ${String(e)})`);
    return text.replace(/[ \t\n]+(?!toasts:|screen:)/g, ' ').slice(0, 900);
  }

  async find(q: Query): Promise<ElementRef> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const el = await this.driver.element(locate, q).catch(() => null);
      if (el) return el;
      if (Date.now() > until) throw new Error(`Timed out waiting for the ${describe(q)}.\n${await this.shows()}`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  async click(q: Query) {
    await this.driver.click(await this.find(q));
  }

  async fill(label: string, text: string) {
    await this.driver.type(await this.find({ role: 'field', name: label }), text);
  }

  async upload(q: Query, path: string) {
    await this.driver.upload(await this.find(q), path);
  }

  /** Opens a screen and waits for its heading. */
  async goto(path: string) {
    await this.driver.navigate(new URL(path, this.baseURL).href);
    await this.heading();
    await this.watchErrors();
  }

  async reload() {
    await this.driver.reload();
    await this.heading();
    await this.watchErrors();
  }

  /** From now on in this document, every uncaught error and unhandled rejection is noted (see `errors`). */
  private watchErrors() {
    return this.driver.evaluate(() => {
      const w = window as unknown as { __m15Errors?: string[] };
      if (w.__m15Errors) return;
      const errors: string[] = [];
      w.__m15Errors = errors;
      addEventListener('error', (e) => errors.push(`error: ${e.message}`));
      addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String(e.reason)}`));
    });
  }

  /** The uncaught errors noted in this document since it was drawn. */
  errors(): Promise<string[]> {
    return this.driver.evaluate(() => (window as unknown as { __m15Errors?: string[] }).__m15Errors ?? []);
  }

  /** The screen's main heading, once the app has drawn it. */
  heading(): Promise<string> {
    return this.waitFor('the main heading', () => document.querySelector('main h1')?.textContent ?? '');
  }

  /** Waits for the toast with this title and returns its whole text (title and message). */
  async toast(title: string): Promise<string> {
    // Every toast seen meanwhile goes into the failure's message: a wrong toast may close before the wait ends.
    const seen = new Set<string>();
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const texts = await this.driver
        .evaluate(() =>
          [...document.querySelectorAll('.m15-notifications .mantine-Notification-root')].map(
            (n) => (n as HTMLElement).innerText,
          ),
        )
        .catch(() => [] as string[]);
      const found = texts.find((text) => text.includes(title));
      if (found) return found;
      for (const text of texts) seen.add(text.replace(/\s+/g, ' ').trim());
      if (Date.now() > until)
        throw new Error(
          `Timed out waiting for the toast "${title}"; toasts seen meanwhile: ${[...seen].join(' | ') || 'none'}.\n${await this.shows()}`,
        );
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** A key of localStorage, parsed (null when absent). */
  async stored<T = unknown>(key: string): Promise<T | null> {
    const raw = await this.driver.evaluate((k: string) => localStorage.getItem(k), key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  /** Puts values in localStorage (the app reads them on the next screen it opens). */
  seed(values: Record<string, unknown>) {
    return this.driver.evaluate(
      (entries: [string, string][]) => {
        for (const [k, v] of entries) localStorage.setItem(k, v);
      },
      Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)] as [string, string]),
    );
  }

  /** The photos kept in IndexedDB: id and image type (stored as bytes and type; older versions stored a Blob). */
  photos(): Promise<{ id: string; type: string }[]> {
    return this.driver.evaluate(
      () =>
        new Promise<{ id: string; type: string }[]>((resolve, reject) => {
          const open = indexedDB.open('m15-photos');
          open.onupgradeneeded = () => open.result.createObjectStore('photos');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('photos')) {
              db.close();
              return resolve([]);
            }
            const store = db.transaction('photos', 'readonly').objectStore('photos');
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () => {
              db.close();
              resolve(
                keys.result
                  .map((k, i) => ({ id: String(k), type: String((values.result[i] as { type?: string }).type) }))
                  .sort((a, b) => (a.id < b.id ? -1 : 1)),
              );
            };
            values.onerror = () => reject(values.error);
          };
        }),
    );
  }

  /** The ids of the photos kept in IndexedDB, sorted. */
  async photoIds(): Promise<string[]> {
    return (await this.photos()).map((p) => p.id);
  }
}
