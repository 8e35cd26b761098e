/**
 * Runs `task` once the page has loaded and the browser is idle: work that
 * the first screen does not need (the toaster, the service worker) stays off
 * the first load of a cheap phone on a slow connection.
 */
export function afterLoad(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}
