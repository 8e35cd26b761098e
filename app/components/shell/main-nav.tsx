import { Link, useLocation } from '@remix-run/react';
import { MAIN_NAV, NAV_ITEMS } from '~/content/nav';
import { useScrollRow } from '../use-scroll-row';
import { NavIconSvg } from './nav-icons';
import classes from './main-nav.module.css';

/** How wide the bar's faded edge is (main-nav.module.css, .list[data-more-after]). */
const EDGE_FADE = 56;

/**
 * The ten destinations (spec §2): a bottom bar that scrolls sideways on a
 * phone, a side rail with every item in full from 1024 px (main-nav.module.css).
 */
export function MainNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';

  // The current screen's item is scrolled into view when it is not wholly in the bar.
  const setList = useScrollRow<HTMLUListElement>('[aria-current="page"]', pathname, EDGE_FADE);

  return (
    <nav className={classes.nav} aria-label={MAIN_NAV.label}>
      <p className={classes.brand}>
        <span className={classes.brandName}>M15</span>
        <span className={classes.brandLine}>{MAIN_NAV.brandLine}</span>
      </p>
      <ul className={classes.list} ref={setList}>
        {NAV_ITEMS.map(({ to, label, icon }) => (
          <li key={to} className={classes.item}>
            {/* Link, not NavLink: every path here is exact, so the current one is known without a router match per item. */}
            <Link to={to} className={classes.link} prefetch="intent" aria-current={current === to ? 'page' : undefined}>
              <NavIconSvg name={icon} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
