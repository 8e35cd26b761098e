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

/**
 * Runs `task` when the browser is next idle, or after `timeoutMs` at the
 * latest (at once where idle callbacks are missing). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

export function afterLoad(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  // Whichever stage is under way: waiting for the screen, settling, waiting for idle time.
  let stopWaiting = () => {};
  let stopSettling = () => {};
  const loaded = () => {
    // The frame with the screen is shown first (a frame is on screen a little
    // after its requestAnimationFrame), then the idle time after it is used.
    stopWaiting = whenScreenShown(() => {
      let stopIdle = () => {};
      const timer = setTimeout(() => {
        stopIdle = whenIdle(task, 2000);
      }, SETTLE_MS);
      stopSettling = () => {
        clearTimeout(timer);
        stopIdle();
      };
    });
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    stopWaiting();
    stopSettling();
    window.removeEventListener('load', loaded);
  };
}

/** For tests: back to the state of a fresh page. */
export function resetAfterLoadForTests(): void {
  shown = false;
  waiting.clear();
}
