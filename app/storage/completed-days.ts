import {
  blockOfDay,
  CHALLENGE_DAYS,
  type ChallengeDay,
  type DayDone,
  dayDone,
  FASTING_BLOCK_IDS,
  type FastingBlockId,
  isDay,
  setDay,
} from '~/domain/challenge';
import { isFastRunning } from '~/domain/fasting';
import { isEveOf } from '~/domain/fasting-block';
import { KEYS } from '~/domain/keys';
import { loadFasts, storedBlockFast } from './fasting';
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
  return {
    done: dayDone({ ...input, completedAfter: completed, ...fastOfDay(input.day, input.now) }),
    finished: completed.length >= CHALLENGE_DAYS,
  };
}

/**
 * The fast of `day`'s block, for what the tick says: stopped (by the check or an
 * early end) or never begun, or at its end (`blockFastOf`, domain/fasting-day.ts);
 * and whether a fast runs now, on any day (the eve's fast starts before its block).
 */
function fastOfDay(day: number, now: Date): { stopped: boolean; fastDone: boolean; running: boolean } {
  const block = isDay(day) ? blockOfDay(day) : null;
  const { startDate } = load(KEYS.profile);
  const running = isFastRunning(loadFasts({ startDate, now }).fast);
  const stateOf = (id: FastingBlockId) => storedBlockFast(id, now);
  if (block?.kind !== 'fast') {
    // The eve of a fast the check stopped (or she ended early): the stopped day's words, not a ceto day's cheer.
    const next = FASTING_BLOCK_IDS.find((id) => isEveOf(day, id));
    return { stopped: next !== undefined && stateOf(next) === 'stopped', fastDone: false, running };
  }
  const state = stateOf(block.id);
  return { stopped: state === 'stopped' || state === 'none', fastDone: state === 'done', running };
}
