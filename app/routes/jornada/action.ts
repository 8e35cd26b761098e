/**
 * Tapping a day of the Journey (spec §4 "Day completion"): the list is saved
 * at once, and only marking a day done says something, with a phrase of its
 * range (and no praise for a day still to come); on a fasting day, one of the
 * phrases that push no one (content/gentle-words.ts).
 */
import { DAY_OVER_PHRASES } from '~/content/day-phrases';
import { DAY_DONE_PHRASES } from '~/content/gentle-words';
import {
  blockOfDay,
  CHALLENGE_DAYS,
  challengeDay,
  dayDoneToast,
  invalidDayToast,
  parseDayChange,
  phrasesForMoment,
} from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { loadCompletedDays, markDay } from '~/storage/completed-days';
import { storageErrorToast } from '~/storage/local';
import { loadProfile } from '~/storage/profile';

export interface DayResult {
  ok: boolean;
  toast?: Toast;
  /** The 15th day was just ticked: celebrate. */
  finished?: boolean;
}

export function dayAction(form: FormData, now: Date): DayResult {
  const change = parseDayChange({ day: form.get('day'), done: form.get('done') });
  if (!change) return { ok: false, toast: invalidDayToast };
  const wasDone = loadCompletedDays().includes(change.day);
  let completed: number[];
  try {
    completed = markDay(change);
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  if (!change.done || wasDone) return { ok: true };
  const status = challengeDay(loadProfile().startDate, localIsoDate(now));
  // A day ticked on its own morning is not over yet: no "Jejum cumprido!" at 7 a.m. A fasting day's
  // phrase never pushes (issue 30): its pool is the gentle one.
  const pool = phrasesForMoment(DAY_DONE_PHRASES[blockOfDay(change.day).id], DAY_OVER_PHRASES, {
    ...change,
    status,
    now,
  });
  const phrase = pickRandom(pool);
  const toast = dayDoneToast({ day: change.day, status, completedAfter: completed, phrase });
  return { ok: true, toast, finished: completed.length >= CHALLENGE_DAYS };
}
