import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { afterLoad } from '~/after-load';

// If the toaster's code cannot be fetched (offline before the worker has cached
// it), toasts wait in the store rather than breaking the screen.
const NotificationsHost = lazy<(props: { onReady: () => void }) => React.ReactNode>(() =>
  import('./notifications-host').catch(() => ({ default: () => null })),
);

/**
 * Alt+T moves keyboard focus to the notifications (spec §9, the toaster's
 * default hotkey): to the newest toast's close button when one is open,
 * otherwise to the (empty) notifications region.
 */
export function focusNotifications(): boolean {
  const region = document.querySelector<HTMLElement>('.m15-notifications[data-position="bottom-right"]');
  if (!region) return false;
  const target = region.querySelector<HTMLElement>('button') ?? region;
  if (target === region) region.tabIndex = -1;
  target.focus();
  return true;
}

/**
 * Mounts the toaster once the page has loaded (toasts shown earlier wait in
 * the store and appear then), and owns its hotkey: Alt+T before the toaster
 * has loaded loads it at once and focuses it when it is there.
 */
export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  const focusWhenReady = useRef(false);
  useEffect(() => afterLoad(() => setMounted(true)), []);
  const onReady = useCallback(() => {
    if (focusWhenReady.current) {
      focusWhenReady.current = false;
      requestAnimationFrame(() => focusNotifications());
    }
  }, []);
  useEffect(() => {
    // A plain listener rather than a hotkey library: this sits on every first load.
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyT') return;
      e.preventDefault();
      if (focusNotifications()) return;
      focusWhenReady.current = true;
      setMounted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost onReady={onReady} />
    </Suspense>
  ) : null;
}
