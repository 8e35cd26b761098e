/**
 * Hoje, Início for a user with a profile: what it reads, its screen and its
 * form posts, in one lazy part (loading/policy.ts). route.tsx loads it for
 * her only, so a first visit (a new user: the specification's welcome)
 * downloads none of it.
 */
export { homeAction } from './action';
export { loadTodayScreen } from './loader';
export { TodayScreen } from './today';
