/**
 * Work the first screen does not need (the service worker, the toasts' code,
 * the scan of stored data) starts once that screen is shown and the browser
 * is idle, so none of it competes with what the user came to see.
 */

/**
 * An idle period with at least this much time left is one with no frame to
 * draw: Chromium gives up to 50 ms then, and only what is left of the frame
 * (under 16 ms) between two frames.
 */
export const LONG_IDLE_MS = 40;

/**
 * Runs `task` in the browser's next long idle period, or after `timeoutMs`
 * at the latest. Not in the short gaps between the frames that draw and
 * present the first screen: on a slow phone those come before the screen is
 * on the glass, and the task would take the main thread and the network from
 * it. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    let id = 0;
    const run = () => {
      window.cancelIdleCallback(id);
      clearTimeout(timer);
      task();
    };
    // One timer for the latest start: an idle callback's own timeout would start again with each ask.
    const timer = setTimeout(run, timeoutMs);
    const ask = () => {
      id = window.requestIdleCallback((deadline) => (deadline.timeRemaining() >= LONG_IDLE_MS ? run() : ask()));
    };
    ask();
    return () => {
      window.cancelIdleCallback(id);
      clearTimeout(timer);
    };
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
