import { useCallback, useEffect, useMemo, useRef } from 'react';
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
 * An item reached with the keyboard is brought wholly into view the same way
 * (the browser leaves a partly shown one where it is, its focus ring cut);
 * a tap's focus moves nothing, so the item stays under the finger.
 */
export function useScrollRow<T extends HTMLElement>(selector: string, key: unknown, edge: number) {
  const row = useRef<T | null>(null);
  const edges = useScrollEdges<T>('x');
  const onFocus = useMemo(() => keyboardFocusInView(edge), [edge]);
  const setRow = useCallback(
    (el: T | null) => {
      row.current?.removeEventListener('focusin', onFocus);
      row.current = el;
      el?.addEventListener('focusin', onFocus);
      edges(el);
    },
    [edges, onFocus],
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
        el.scrollBy({ left: shortfall(entry.boundingClientRect, box, edge) });
      },
      { root: el, threshold: [0, 1] },
    );
    seen.observe(item);
    return () => seen.disconnect();
  }, [selector, key, edge]);
  return setRow;
}

/** How far the row must scroll for `item` to stand wholly in `row`, clear of its faded edge; 0 when it does. */
function shortfall(item: { left: number; right: number }, row: { left: number; right: number }, edge: number): number {
  if (item.left >= row.left && item.right <= row.right) return 0;
  return item.left < row.left ? item.left - row.left - edge : item.right - row.right + edge;
}

/** A row's `focusin` listener: an item focused from the keyboard is scrolled wholly into view, read at the event. */
function keyboardFocusInView(edge: number) {
  return (e: FocusEvent) => {
    const row = e.currentTarget;
    const item = e.target;
    if (!(row instanceof HTMLElement) || !(item instanceof HTMLElement) || !focusVisible(item)) return;
    row.scrollBy({ left: shortfall(item.getBoundingClientRect(), row.getBoundingClientRect(), edge) });
  };
}

/** Focus from the keyboard; false where the browser cannot tell (Safari before 15.4). */
function focusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}
