/**
 * Work that the first screen does not need (the toaster, the service worker,
 * the scan of stored data) waits until the page has loaded, the first screen
 * has been drawn and the browser is idle. On a cheap phone on a slow
 * connection none of it competes with what the user came to see.
 *
 * In SPA mode the `load` event comes before the screen: index.html shows
 * 'Carregando…' while the route's code and data arrive. So the app tells
 * this module when its first screen is on the page (`screenShown`).
 */

/** How long after the first screen's commit deferred work starts (then in idle time). */
export const SETTLE_MS = 300;

/** Never wait longer than this for the first screen (a screen that fails to load still gets the worker). */
export const SCREEN_WAIT_MS = 5000;

let shown = false;
const waiting = new Set<() => void>();

/** Called once the first screen (or the error page) has been committed. */
export function screenShown(): void {
  if (shown) return;
  shown = true;
  for (const w of [...waiting]) w();
  waiting.clear();
}

function whenScreenShown(next: () => void): () => void {
  if (shown) {
    next();
    return () => {};
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    waiting.delete(go);
    clearTimeout(timer);
    next();
  };
  const timer = setTimeout(go, SCREEN_WAIT_MS);
  waiting.add(go);
  return () => {
    done = true;
    waiting.delete(go);
    clearTimeout(timer);
  };
}

export function afterLoad(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelled = false;
  let stopWaiting = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if (cancelled) return;
    // The frame with the screen is shown first (a frame is on screen a little
    // after its requestAnimationFrame), then the idle time after it is used.
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, SETTLE_MS);
  };
  const loaded = () => {
    stopWaiting = whenScreenShown(idle);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    stopWaiting();
    window.removeEventListener('load', loaded);
  };
}

/** For tests: back to the state of a fresh page. */
export function resetAfterLoadForTests(): void {
  shown = false;
  waiting.clear();
}
