import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';

/**
 * The installed app's "Registrar o dia" shortcut opens `/#registro-do-dia`:
 * the check-in comes into view with its first field ready. Done here, once
 * per arrival, not by the browser: in an SPA the check-in is not on the page
 * yet when the browser looks for the anchor, and the check-in form remounts
 * after each save (it would jump back to it).
 */
export function useCheckInShortcut() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${CHECKIN_ANCHOR}`) return;
    const heading = document.getElementById(CHECKIN_ANCHOR);
    heading?.scrollIntoView({ block: 'start' });
    heading
      ?.closest('section')
      ?.querySelector<HTMLInputElement>('input[name="weight"]')
      ?.focus({ preventScroll: true });
  }, [hash]);
}
