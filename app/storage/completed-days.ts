import { CHALLENGE_DAYS, type ChallengeDay, type DayDone, dayDone, setDay } from '~/domain/challenge';
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

/**
 * Marks `day` done (spec §4 "Day completion"), the one way both Hoje and the
 * Jornada tick a day, and says what that means (domain/challenge.ts
 * `dayDone`; content/day-done.ts words it). A day already ticked is left as
 * it is and says nothing (`done: null`). `finished`: the 15th day is ticked.
 */
export function completeDay(input: { day: number; status: ChallengeDay | null; now: Date }): {
  done: DayDone | null;
  finished: boolean;
} {
  if (loadCompletedDays().includes(input.day)) return { done: null, finished: false };
  const completed = markDay({ day: input.day, done: true });
  return { done: dayDone({ ...input, completedAfter: completed }), finished: completed.length >= CHALLENGE_DAYS };
}
