/**
 * Início's posts. 'checkin': today's diary entry, validated by the diary's
 * own rules (spec §5 "Diary save"); it does not complete the day (issue 23:
 * a weigh-in at 7 a.m. is not the end of a fasting day). 'glass': "+1 copo",
 * saved at the tap. 'day-done': today's day of the Journey marked done, the
 * explicit act, with the spec's toast. 'fast-start' and 'fast-end': the
 * fasting clock (issue 13).
 */
import { DAY_OVER_PHRASES, DAY_PHRASES } from '~/content/day-phrases';
import {
  blockOfDay,
  CHALLENGE_DAYS,
  dayDoneToast,
  invalidDayToast,
  parseDayChange,
  phrasesForMoment,
} from '~/domain/challenge';
import { type DiaryField, diarySavedToast, validateDiaryEntry } from '~/domain/diary';
import { FAST_START_MESSAGES, formatFastDuration, parseFastStart } from '~/domain/fasting';
import type { FieldErrors } from '~/domain/profile';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { markDay } from '~/storage/completed-days';
import { saveDiaryEntry, saveGlass } from '~/storage/diary';
import { startFast, stopFast } from '~/storage/fasting';
import { storageErrorToast } from '~/storage/local';

export interface CheckInResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<DiaryField> & { startedAt?: string };
  /** The 15th day was just marked: celebrate. */
  finished?: boolean;
}

const fastStartedToast: Toast = {
  kind: 'success',
  title: 'Jejum iniciado ⏱️',
  message: 'Beba água e tome os eletrólitos aos poucos. Pare se sentir algum sinal de alerta.',
};

export async function homeAction(
  form: FormData,
  today: { date: string; day: number | null; now: Date },
): Promise<CheckInResult> {
  const intent = form.get('intent');
  try {
    if (intent === 'fast-start') {
      const start = parseFastStart(form.get('startedAt'), today.now);
      if (!start.ok) {
        const message = FAST_START_MESSAGES[start.error];
        return {
          ok: false,
          errors: { startedAt: message },
          toast: { kind: 'error', title: 'Confira o início do jejum', message },
        };
      }
      startFast({ startedAt: start.startedAt });
      return { ok: true, toast: fastStartedToast };
    }
    if (intent === 'glass') {
      saveGlass({ date: today.date, typed: String(form.get('water') ?? '') });
      return { ok: true };
    }
    if (intent === 'day-done') return dayDone(form, today);
    if (intent === 'fast-end') {
      const ended = stopFast({ now: today.now });
      if (!ended) return { ok: false };
      const duration = formatFastDuration(Date.parse(ended.endedAt) - Date.parse(ended.startedAt));
      return {
        ok: true,
        toast: {
          kind: 'success',
          title: 'Jejum encerrado',
          message: `Você jejuou ${duration}. Volte a comer aos poucos.`,
        },
      };
    }
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  if (intent !== 'checkin') return { ok: false };
  return checkIn(form, today);
}

function checkIn(form: FormData, today: { date: string }): CheckInResult {
  const checked = validateDiaryEntry(
    {
      date: today.date,
      weight: form.get('weight'),
      water: form.get('water'),
      waist: form.get('waist'),
      feeling: form.get('feeling'),
    },
    today.date,
  );
  if (!checked.ok) return { ok: false, errors: checked.errors, toast: checked.toast };
  try {
    saveDiaryEntry({ entry: checked.value });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return { ok: true, toast: diarySavedToast };
}

/** "Concluir o dia": only today's day (a page left open past midnight does not tick the day after). */
function dayDone(form: FormData, today: { day: number | null; now: Date }): CheckInResult {
  const change = parseDayChange({ day: form.get('day'), done: 'true' });
  if (!change || today.day === null || change.day !== today.day) return { ok: false, toast: invalidDayToast };
  const block = blockOfDay(change.day);
  const status = { kind: 'during', day: change.day, block: block.id } as const;
  const phrase = pickRandom(
    phrasesForMoment(DAY_PHRASES[block.id], DAY_OVER_PHRASES, { ...change, status, now: today.now }),
  );
  const completed = markDay(change);
  const toast = dayDoneToast({ day: change.day, status, completedAfter: completed, phrase });
  return { ok: true, toast, finished: completed.length >= CHALLENGE_DAYS };
}
