import { type RefObject, useEffect } from 'react';

/**
 * In a box that scrolls sideways (the bar, Receitas' categories), the item
 * that `selector` finds (the current screen, the open category) is scrolled
 * into view when `key` changes, clear of the faded edge (`edge` px), when it
 * is not wholly in view (opened by a link, or far along the row). An item
 * already in view stays where it is, under the user's thumb. The observer
 * answers after the browser's own layout, with the sizes it measured:
 * nothing is measured while React commits.
 */
export function useItemInView(list: RefObject<HTMLElement | null>, selector: string, key: unknown, edge: number) {
  useEffect(() => {
    const el = list.current;
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
  }, [list, selector, key, edge]);
}
