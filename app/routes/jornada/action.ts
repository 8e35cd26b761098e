/**
 * Tapping a day of the Journey (spec §4 "Day completion"): the list is saved
 * at once, and only marking a day done says something (storage/completed-days.ts
 * `completeDay`, the same as Hoje's "Marcar o dia como feito"; content/day-done.ts).
 */
import { storageFailureToast } from '~/components/storage-toast';
import { dayDoneToast, invalidDayToast } from '~/content/day-done';
import { challengeDay, parseDayChange } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { completeDay, markDay } from '~/storage/completed-days';
import { loadProfile } from '~/storage/profile';

export interface JourneyActionResult {
  ok: boolean;
  toast?: Toast;
  /** The 15th day was just ticked: celebrate. */
  finished?: boolean;
}

export function dayAction(form: FormData, now: Date): JourneyActionResult {
  const change = parseDayChange({ day: form.get('day'), done: form.get('done') });
  if (!change) return { ok: false, toast: invalidDayToast };
  try {
    if (!change.done) {
      markDay(change);
      return { ok: true };
    }
    const status = challengeDay(loadProfile().startDate, localIsoDate(now));
    const { done, finished } = completeDay({ day: change.day, status, now });
    return done ? { ok: true, toast: dayDoneToast(done, pickRandom), finished } : { ok: true };
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}
