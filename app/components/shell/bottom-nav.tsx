import { NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { NAV_ITEMS } from '~/content/nav';
import { NavIconSvg } from './nav-icons';
import classes from './bottom-nav.module.css';

export function BottomNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // Keep the current screen's item visible in the scrolling bar.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav className={classes.nav} aria-label="Navegação principal">
      <ul className={classes.list} ref={list}>
        {NAV_ITEMS.map(({ to, label, icon }) => {
          return (
            <li key={to} className={classes.item}>
              <NavLink to={to} end className={classes.link} prefetch="intent">
                <NavIconSvg name={icon} />
                <span>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
