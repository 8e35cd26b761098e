/**
 * Início's posts. 'checkin': today's diary entry, validated by the diary's
 * own rules (spec §5 "Diary save"); it does not complete the day (issue 23:
 * a weigh-in at 7 a.m. is not the end of a fasting day). 'glass': "+1 copo",
 * saved at the tap. 'day-done': today's day of the Journey marked done, the
 * explicit act, with the spec's toast. 'fast-start' and 'fast-end': the
 * fasting clock (issue 13). 'pre-fast-check': the safety check before a long
 * fast (issue 23), which writes only when it was done, never the answers.
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
import {
  checkedBlockOn,
  type CheckedBlock,
  knownBmi,
  PRE_FAST_QUESTIONS,
  type PreFastQuestion,
  validatePreFastAnswers,
} from '~/domain/pre-fast-check';
import type { FieldErrors } from '~/domain/validation';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { currentWeight } from '~/domain/results';
import { markDay } from '~/storage/completed-days';
import { loadDiary, saveDiaryEntry, saveGlass } from '~/storage/diary';
import { startFast, stopFast } from '~/storage/fasting';
import { storageErrorToast } from '~/storage/local';
import { loadProfile } from '~/storage/profile';
import { loadResults } from '~/storage/results';
import { markSafetyCheckDone } from '~/storage/safety-checks';

export interface CheckInResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<DiaryField> & { startedAt?: string } & FieldErrors<PreFastQuestion>;
  /** The 15th day was just marked: celebrate. */
  finished?: boolean;
  /** The safety check was just done: for which block, and whether an answer stops the fast. Only in memory. */
  preFast?: { block: CheckedBlock; stop: boolean };
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
  if (intent === 'pre-fast-check') return preFastCheck(form, today);
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

/**
 * The safety check before a long fast: every question answered, the BMI
 * from the profile when it is known. Only the fact that it was done, and
 * when, is written; the answers go back to the screen in memory and nowhere else.
 */
function preFastCheck(form: FormData, today: { day: number | null; now: Date }): CheckInResult {
  const block = checkedBlockOn(today.day);
  if (!block) {
    return {
      ok: false,
      toast: {
        kind: 'error',
        title: 'Verificação não salva',
        message: 'A verificação é feita no dia antes de cada jejum e no primeiro dia dele.',
      },
    };
  }
  const profile = loadProfile();
  const results = loadResults();
  const weight = currentWeight({
    finalWeight: results.finalWeight,
    finalWeightOn: results.finalWeightOn,
    diary: loadDiary(),
  });
  const bmi = knownBmi({ weight: weight.weight, initialWeight: profile.initialWeight, height: profile.height });
  const checked = validatePreFastAnswers(Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, form.get(q)])), bmi);
  if (!checked.ok) {
    return {
      ok: false,
      errors: checked.errors,
      toast: { kind: 'error', title: 'Responda todas as perguntas', message: 'Marque sim ou não em cada pergunta.' },
    };
  }
  try {
    markSafetyCheckDone({ block, now: today.now });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return { ok: true, preFast: { block, stop: checked.stops.length > 0 } };
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
