import { VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/**
 * Says the new screen's title to a screen reader after a move to another
 * screen: the focus stays on the link she chose (the bar's), so without it
 * nothing tells her the page changed. The words are the screen's own
 * heading. Silent on the first screen, which the browser announces itself,
 * and on a change of the address within a screen (a tab of Fases).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Read after the new screen's commit: its heading is in the page.
    setSaid(document.querySelector('main h1')?.textContent?.trim() ?? '');
  }, [pathname]);
  return (
    <VisuallyHidden component="p" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {said}
    </VisuallyHidden>
  );
}
