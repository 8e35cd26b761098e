/**
 * The app's start: its first screen is drawn from what the first viewport
 * shows, and the rest right after that first paint (components/below-the-fold.tsx).
 */

/**
 * Whether the first screen may leave what lies below the fold for the next
 * frame: not when the address names an anchor, which must be on the page
 * when the screen scrolls to it.
 */
export function mayDefer(hash: string): boolean {
  return hash === '' || hash === '#';
}

let firstPaintDone = false;
const waiting = new Set<() => void>();

/** True while the app's first screen has not been painted yet and may be drawn in two frames. */
export function deferBelowTheFold(): boolean {
  if (firstPaintDone || typeof window === 'undefined') return false;
  if (mayDefer(window.location.hash)) return true;
  firstPaintDone = true;
  return false;
}

/**
 * Runs `task` once the first screen has been painted: a frame's callback runs
 * before its paint, and a task queued from it after. Returns a cancel.
 */
export function afterFirstPaint(task: () => void): () => void {
  if (firstPaintDone) {
    task();
    return () => {};
  }
  waiting.add(task);
  if (waiting.size === 1)
    requestAnimationFrame(() =>
      setTimeout(() => {
        firstPaintDone = true;
        const tasks = [...waiting];
        waiting.clear();
        for (const t of tasks) t();
      }, 0),
    );
  return () => waiting.delete(task);
}
