/**
 * A React root in a fresh element of the page, for the tests of a hook or a
 * component run in jsdom: `render` draws inside React's `act`, `unmount`
 * takes the root and its element away (once, however often it is called).
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function mountRoot() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let mounted = true;
  return {
    container,
    render: (node: ReactNode) => act(() => root.render(node)),
    unmount: () => {
      if (!mounted) return;
      mounted = false;
      act(() => root.unmount());
      container.remove();
    },
  };
}
