/**
 * The check-in of Início: today's diary entry, validated by the diary's own
 * rules (spec §5 "Diary save") and saved with today's day of the Journey
 * marked done, both or neither.
 */
import { DAY_PHRASES } from '~/content/day-phrases';
import { blockOfDay, CHALLENGE_DAYS, CHALLENGE_DONE_TITLE } from '~/domain/challenge';
import { type DiaryField, diarySavedToast, validateDiaryEntry } from '~/domain/diary';
import type { FieldErrors } from '~/domain/profile';
import { pickRandom } from '~/domain/random';
import type { Toast } from '~/domain/toast';
import { saveCheckIn } from '~/storage/diary';
import { storageErrorToast } from '~/storage/local';

export interface CheckInResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<DiaryField>;
  /** The 15th day was just marked: celebrate. */
  finished?: boolean;
}

export async function checkInAction(
  form: FormData,
  today: { date: string; day: number | null },
): Promise<CheckInResult> {
  if (form.get('intent') !== 'checkin') return { ok: false };
  const checked = validateDiaryEntry(
    { date: today.date, weight: form.get('weight'), water: form.get('water'), feeling: form.get('feeling') },
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
