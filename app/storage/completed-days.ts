import { setDay } from '~/domain/challenge';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function loadCompletedDays(): number[] {
  return load(KEYS.completedDays);
}

/** Sets one day's state and returns the completed days as stored. */
export function markDay({ day, done }: { day: number; done: boolean }): number[] {
  const next = setDay(loadCompletedDays(), day, done);
  write(KEYS.completedDays, next);
  return next;
}
