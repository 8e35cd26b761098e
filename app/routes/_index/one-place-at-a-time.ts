import { type ReactNode, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Content that moves between two places of the screen without being drawn
 * anew: React draws it once, into a box of its own, and the place that holds
 * it at the moment (the element given the returned ref) takes that box.
 * Drawn at a new place in the tree instead, a form would start empty, and
 * what she was typing would be gone. The content's element follows the place
 * in the page (and in what a screen reader reads); its state stays. The box
 * and the place are laid out as if absent (`className` sets `display:
 * contents`), so the cards around it lay out the content as their own child.
 *
 * It returns the portal and the ref for a place. Render the portal after
 * every place in the tree: a place takes the box before the content's own
 * layout effects measure it.
 */
export function useOnePlaceAtATime(content: ReactNode, className?: string) {
  const [box] = useState(() => {
    const div = document.createElement('div');
    if (className) div.className = className;
    return div;
  });
  // The field she was in when the content left its place: React lets go of that place (a call with null)
  // before it takes the place out of the page, which would drop her focus.
  const focused = useRef<HTMLElement | null>(null);
  const place = useCallback(
    (at: HTMLElement | null) => {
      if (!at) {
        const active = document.activeElement;
        focused.current = active instanceof HTMLElement && box.contains(active) ? active : null;
        return;
      }
      if (box.parentNode !== at) at.appendChild(box);
      focused.current?.focus({ preventScroll: true });
      focused.current = null;
    },
    [box],
  );
  return [createPortal(content, box), place] as const;
}
