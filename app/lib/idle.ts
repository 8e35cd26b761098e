/**
 * Work the first screen does not need (the service worker, the scan of
 * stored data) starts once that screen is committed and the browser is idle,
 * so none of it competes with what the user came to see.
 */

/** Runs `task` when the browser is next idle, or after `timeoutMs` at the latest. Returns a cancel. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
