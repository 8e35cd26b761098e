/**
 * Loading a lazy part of the app (the chart, confetti, photo encoding,
 * backup, the progress card…) on a phone whose connection comes and goes.
 *
 * Browsers disagree about a failed `import()`. Under the HTML spec before
 * whatwg/html#10327 (Chromium up to at least 150, and others still) the
 * failure is remembered for the life of the document: importing the same URL
 * again rejects at once, without a request. Newer browsers fetch it again.
 * So a retry never counts on the browser forgetting: once a failure names
 * the file, later attempts import that file under a URL never used before
 * (`?retry=N`), which every browser fetches anew. The chunk was never
 * evaluated, so this makes no second copy of it; its own imports are the
 * same URLs as before and stay shared.
 *
 * One case no new URL can mend: the part's file loads, but a file it imports
 * failed before and is remembered. Only a new document recovers then, and
 * the error says so (`reloadNeeded`), so the screen never offers a retry
 * that cannot happen. The same holds when the browser names no file.
 */

/** Waits between attempts: a phone on mobile data often loses a request and gets the next one through. */
export const RETRY_DELAYS_MS = [1000, 3000] as const;

/** A lazy part could not be loaded; `reloadNeeded` when only reopening (reloading) the app can bring it. */
export class PartUnavailableError extends Error {
  override name = 'PartUnavailableError';
  constructor(
    readonly reloadNeeded: boolean,
    options?: { cause?: unknown },
  ) {
    super(
      reloadNeeded ? 'A part of the app needs a reload to load' : 'A part of the app could not be downloaded',
      options,
    );
  }
}

export interface LoadPartOptions {
  delays?: readonly number[];
  /** Imports a URL (the browser's `import()`); replaced in unit tests. */
  importUrl?: (url: string) => Promise<unknown>;
  /** Whether the network delivers this file now; replaced in unit tests. */
  reachable?: (url: string) => Promise<boolean>;
  /** Loads a stylesheet again (a new `<link>` is fetched anew); replaced in unit tests. */
  reloadStylesheet?: (url: string) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Every attempt in this document gets a URL of its own.
let freshUrls = 0;
/** Scripts whose import failed in this document (without `?retry=`): a browser may remember them. */
const failedScripts = new Set<string>();

function freshUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.set('retry', String(++freshUrls));
  return u.href;
}

/**
 * The file a failed import names, when it is one of ours: Chromium says
 * "Failed to fetch dynamically imported module: URL", Firefox "error loading
 * dynamically imported module: URL", Vite's preload "Unable to preload CSS for URL".
 */
export function failedFile(error: unknown, origin: string): { url: string; kind: 'script' | 'style' } | null {
  const message = error instanceof Error ? error.message : String(error);
  for (const match of message.matchAll(/(https?:\/\/[^\s'"()]+|\/[^\s'"()]+)/g)) {
    let url: URL;
    try {
      url = new URL(match[1]!, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.searchParams.delete('retry');
    if (/\.m?js$/.test(url.pathname)) return { url: url.href, kind: 'script' };
    if (/\.css$/.test(url.pathname)) return { url: url.href, kind: 'style' };
  }
  return null;
}

const browserImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

async function browserReachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function browserReloadStylesheet(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = freshUrl(url);
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Unable to load CSS for ${url}`));
    };
    document.head.appendChild(link);
  });
}

/**
 * Loads a part (a `() => import(...)`), trying again after each delay when
 * the download fails, as described at the top of this file. Rejects with a
 * `PartUnavailableError` once every attempt has failed.
 */
export async function loadPart<T>(load: () => Promise<T>, options: LoadPartOptions = {}): Promise<T> {
  const done = loaded.get(load);
  if (done !== undefined) return done as T;
  const part = await loadWithRetry(load, options);
  loaded.set(load, part);
  return part;
}

/** Parts loaded in this document, by their loader: an import() resolves once, so its module is kept. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The part `load` brings, when loadPart has loaded it already (null otherwise): a screen whose
 * clientLoader loaded it draws it in its first frame (components/use-lazy-part.ts).
 */
export function loadedPart<T>(load: () => Promise<T>): T | null {
  return (loaded.get(load) as T | undefined) ?? null;
}

async function loadWithRetry<T>(load: () => Promise<T>, options: LoadPartOptions): Promise<T> {
  const {
    delays = RETRY_DELAYS_MS,
    importUrl = browserImport,
    reachable = browserReachable,
    reloadStylesheet = browserReloadStylesheet,
  } = options;
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  let script: string | null = null;
  let lastUrl: string | null = null;
  let lastError: unknown;
  const importFresh = (url: string) => {
    script = url;
    lastUrl = freshUrl(url);
    return importUrl(lastUrl) as Promise<T>;
  };
  const attempt = async (): Promise<T> => {
    if (script) return importFresh(script);
    lastUrl = null;
    try {
      return await load();
    } catch (error) {
      // A file that failed in an earlier load may be remembered: go straight to a new URL, no need to wait.
      const file = failedFile(error, origin);
      if (file?.kind === 'script' && failedScripts.has(file.url)) return importFresh(file.url);
      throw error;
    }
  };
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      const file = failedFile(error, origin);
      if (file?.kind === 'script') {
        failedScripts.add(file.url);
        script ??= file.url;
      }
      // Vite marks a stylesheet it failed to add as done: add it ourselves, then load the part again.
      if (file?.kind === 'style') await reloadStylesheet(file.url).catch(() => {});
    }
    const delay = delays[n];
    if (delay === undefined) break;
    await wait(delay);
  }
  // The file itself downloads now, yet its import fails: a file it imports is remembered as failed.
  const reloadNeeded = script === null || (lastUrl !== null && (await reachable(lastUrl)));
  throw new PartUnavailableError(reloadNeeded, { cause: lastError });
}
