import { useEffect } from 'react';

/** Away this long, and what the screen says may be out of date: its day, the check at 20:00, a fast at its goal. */
const AWAY_MS = 60_000;

/**
 * Reads storage again (`readAgain`, the revalidator's) when she comes back to
 * the app after at least a minute away. A phone keeps an installed app in
 * memory for hours: without this, Hoje opened on the evening of day 3 still
 * said "Dia 3" the next morning, with its tick and its action of the moment.
 * The loaders read only storage, so a return a second later costs nothing and
 * changes nothing; forms redraw only when what they are drawn from changed.
 */
export function useReadAgainOnReturn(readAgain: () => void) {
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      // A clock set back while she was away counts as away too: the day may have changed either way.
      if (hiddenAt !== null && Math.abs(Date.now() - hiddenAt) >= AWAY_MS) readAgain();
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [readAgain]);
}
