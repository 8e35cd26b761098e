import { useCallback, useEffect, useRef } from 'react';
import { useScrollEdges } from './use-scroll-edges';

/**
 * A row that scrolls sideways (the bar, Receitas' categories): returns its
 * callback ref. Its edges fade while there is more that way
 * (`useScrollEdges`), and the item that `selector` finds (the current
 * screen, the open category) is scrolled into view when `key` changes, clear
 * of the faded edge (`edge` px), when it is not wholly in view (opened by a
 * link, or far along the row). An item already in view stays where it is,
 * under the user's thumb. The observer answers after the browser's own
 * layout, with the sizes it measured: nothing is measured while React commits.
 */
export function useScrollRow<T extends HTMLElement>(selector: string, key: unknown, edge: number) {
  const row = useRef<T | null>(null);
  const edges = useScrollEdges<T>('x');
  const setRow = useCallback(
    (el: T | null) => {
      row.current = el;
      edges(el);
    },
    [edges],
  );
  useEffect(() => {
    const el = row.current;
    const item = el?.querySelector<HTMLElement>(selector);
    if (!el || !item || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      ([entry]) => {
        seen.disconnect();
        const box = entry?.rootBounds;
        if (!entry || !box || entry.intersectionRatio >= 1) return;
        const { left, right } = entry.boundingClientRect;
        const by = left < box.left ? left - box.left - edge : right > box.right ? right - box.right + edge : 0;
        el.scrollBy({ left: by });
      },
      { root: el, threshold: [0, 1] },
    );
    seen.observe(item);
    return () => seen.disconnect();
  }, [selector, key, edge]);
  return setRow;
}
