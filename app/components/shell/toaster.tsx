import { useNotifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '~/lib/idle';
import { useLazyPart } from '../use-lazy-part';

const REGION_CLASS = 'm15-notifications';
// When it cannot load, screens go on without it, and it loads again once the phone is back online.
const loadRegion = () => import('./toast-region');

/** Focuses the toasts' region (or the newest toast's close button); false while it is not there yet. */
function focusToasts(): boolean {
  const region = document.querySelector<HTMLElement>(`.${REGION_CLASS}[data-position="bottom-right"]`);
  if (!region) return false;
  const target = region.querySelector<HTMLElement>('button') ?? region;
  if (target === region) region.tabIndex = -1;
  target.focus();
  return true;
}

/**
 * The toaster: its code loads once the first screen is shown and the browser
 * is idle, not before it (decision 006), or at once when a toast is waiting
 * (she saved something before that). Alt+T (spec §9) focuses the toasts,
 * loading them at once if they are not there yet.
 */
export function Toaster() {
  const [requested, setRequested] = useState(false);
  const { notifications, queue } = useNotifications();
  const wanted = requested || notifications.length + queue.length > 0;
  const focusWhenReady = useRef(false);
  useEffect(() => whenIdle(() => setRequested(true), 3000), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyT') return;
      e.preventDefault();
      if (focusToasts()) return;
      focusWhenReady.current = true;
      setRequested(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const onReady = useCallback(() => {
    if (!focusWhenReady.current) return;
    focusWhenReady.current = false;
    requestAnimationFrame(() => focusToasts());
  }, []);
  const region = useLazyPart(loadRegion, wanted);
  return region.part ? <region.part.ToastRegion className={REGION_CLASS} onReady={onReady} /> : null;
}
