import { useCallback, useRef } from 'react';

/**
 * Marks a scrolling box with `data-more-before` / `data-more-after` while it
 * has more to show on that side, so its CSS can fade that edge: an item cut
 * at the edge then reads as "there is more", not as a broken layout. Written
 * straight onto the element (no React state), so scrolling re-renders nothing.
 * Returns a callback ref.
 */
export function useScrollEdges<T extends HTMLElement>(axis: 'x' | 'y') {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (el: T | null) => {
      stop.current?.();
      stop.current = el ? watchEdges(el, axis) : null;
    },
    [axis],
  );
}

function watchEdges(el: HTMLElement, axis: 'x' | 'y'): () => void {
  const update = () => {
    const [start, size, box] =
      axis === 'x' ? [el.scrollLeft, el.scrollWidth, el.clientWidth] : [el.scrollTop, el.scrollHeight, el.clientHeight];
    // One pixel of slack: zoomed pages report fractional scroll positions.
    el.toggleAttribute('data-more-before', start > 1);
    el.toggleAttribute('data-more-after', start + box < size - 1);
  };
  el.addEventListener('scroll', update, { passive: true });
  // The box or its content changing size (a rotated phone, an entry added) moves the edges too. The
  // observer's first call comes after the browser's own layout, before the paint: reading the sizes
  // here, while React commits, would force a layout of the whole page in the middle of the commit.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  if (!resized) update();
  resized?.observe(el);
  for (const child of Array.from(el.children)) resized?.observe(child);
  return () => {
    el.removeEventListener('scroll', update);
    resized?.disconnect();
  };
}
