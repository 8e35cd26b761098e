import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '~/after-load';

/** At most this long after the first frame before the deferred part starts, idle or not. */
const IDLE_TIMEOUT_MS = 500;

/**
 * True once the first paint is done and the browser is idle. Heavy or lazily
 * loaded parts (the chart, the form with its pickers) wait for it, so the
 * figures paint first and no chunk download competes with them. The switch is
 * a transition: React renders the deferred part in slices of a few
 * milliseconds instead of one long task that would block a tap.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stopIdle = () => {};
    // Two frames: the first is the one with the figures, the second starts once it has been drawn.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        stopIdle = whenIdle(() => startTransition(() => setReady(true)), IDLE_TIMEOUT_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      stopIdle();
    };
  }, []);
  return ready;
}

/** True once the element has come within `margin` of the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(ref: React.RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, ref, margin]);
  return near;
}
