import { NavLink, useLocation } from '@remix-run/react';
import {
  IconBook2,
  IconChartLine,
  IconChefHat,
  IconHome,
  IconLayoutList,
  IconMessageHeart,
  IconNotes,
  IconPlayerPlay,
  IconRoute,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NAV_ITEMS, type NavIcon } from '~/content/nav';
import classes from './bottom-nav.module.css';

const ICONS: Record<NavIcon, typeof IconHome> = {
  home: IconHome,
  user: IconUser,
  tutorial: IconPlayerPlay,
  journey: IconRoute,
  phases: IconLayoutList,
  diary: IconBook2,
  results: IconChartLine,
  recipes: IconChefHat,
  notes: IconNotes,
  testimonial: IconMessageHeart,
};

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
          const Icon = ICONS[icon];
          return (
            <li key={to} className={classes.item}>
              <NavLink to={to} end className={classes.link} prefetch="intent">
                <Icon size={22} stroke={1.8} aria-hidden="true" />
                <span>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
