/**
 * Início's posts. 'checkin': today's diary entry, validated by the diary's
 * own rules (spec §5 "Diary save") and saved with today's day of the Journey
 * marked done, both or neither. 'fast-start' and 'fast-end': the fasting
 * clock (issue 13).
 */
import { DAY_PHRASES } from '~/content/day-phrases';
import { blockOfDay, CHALLENGE_DAYS, CHALLENGE_DONE_TITLE } from '~/domain/challenge';
import { type DiaryField, diarySavedToast, validateDiaryEntry } from '~/domain/diary';
import { FAST_START_MESSAGES, formatFastDuration, parseFastStart } from '~/domain/fasting';
import type { FieldErrors } from '~/domain/profile';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { saveCheckIn } from '~/storage/diary';
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

function checkIn(form: FormData, today: { date: string; day: number | null }): CheckInResult {
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
  let saved: ReturnType<typeof saveCheckIn>;
  try {
    saved = saveCheckIn({ entry: checked.value, day: today.day });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  if (today.day !== null && saved.newlyMarked && saved.completed.length >= CHALLENGE_DAYS) {
    return {
      ok: true,
      finished: true,
      toast: {
        kind: 'success',
        title: CHALLENGE_DONE_TITLE,
        message: 'Registro salvo e os 15 dias concluídos. Veja seus resultados!',
      },
    };
  }
  if (today.day !== null && saved.newlyMarked) {
    const phrase = pickRandom(DAY_PHRASES[blockOfDay(today.day).id]);
    return {
      ok: true,
      toast: {
        kind: 'success',
        title: diarySavedToast.title,
        message: `Dia ${today.day} concluído na Jornada. ${phrase}`,
      },
    };
  }
  return { ok: true, toast: diarySavedToast };
}
