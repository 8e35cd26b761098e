import { Link, useLocation } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { NAV_ITEMS } from '~/content/nav';
import { useScrollEdges } from '../use-scroll-edges';
import { NavIconSvg } from './nav-icons';
import classes from './main-nav.module.css';

/**
 * The ten destinations (spec §2): a bottom bar that scrolls sideways on a
 * phone, a side rail with every item in full from 1024 px (main-nav.module.css).
 */
export function MainNav() {
  const list = useRef<HTMLUListElement | null>(null);
  const edges = useScrollEdges<HTMLUListElement>('x');
  const setList = useCallback(
    (el: HTMLUListElement | null) => {
      list.current = el;
      edges(el);
    },
    [edges],
  );
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';

  // Keep the current screen's item in the middle of the scrolling bar. The list
  // is scrolled, never the page (scrollIntoView would also scroll the window).
  useEffect(() => {
    const el = list.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className={classes.nav} aria-label="Navegação principal">
      <p className={classes.brand}>
        <span className={classes.brandName}>M15</span>
        <span className={classes.brandLine}>Ativação Metabólica</span>
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
