import { SCREENS } from './screens';

type BarScreen = Extract<(typeof SCREENS)[number], { nav: string }>;

/** The bottom navigation, in the specification's order (§2): the screens of `screens.js` the bar lists. */
export const NAV_ITEMS = SCREENS.filter((s): s is BarScreen => s.nav !== null).map(({ path, nav, icon }) => ({
  to: path,
  label: nav,
  icon,
}));

export type NavIcon = BarScreen['icon'];

/** The navigation's accessible name, and the line under the brand on the desktop's rail. */
export const MAIN_NAV = {
  label: 'Navegação principal',
  brandLine: 'Ativação Metabólica',
} as const;
