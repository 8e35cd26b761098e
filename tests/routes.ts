import { SCREENS } from '../app/content/screens';

/** Every screen, with the heading it shows a new user and its label in the bottom bar (app/content/screens.js). */
export const ROUTES = SCREENS;

/** The bottom bar's labels, in its order. */
export const NAV_ORDER = SCREENS.flatMap((s) => (s.nav === null ? [] : [s.nav]));
