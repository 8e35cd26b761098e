/**
 * Hoje, Início for a user with a profile: what it reads, its screen and its
 * form posts, in one part. route.tsx imports it only for her, so a first
 * visit (a new user: the specification's welcome) downloads none of it
 * (decision 008).
 */
export { homeAction } from './action';
export { loadHoje } from './loader';
export { TodayScreen } from './today';
