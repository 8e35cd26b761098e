/**
 * The diary's form posts (spec §4 "Save diary entry"): 'save' adds
 * or replaces the entry of a date, and asks first before replacing one the
 * form did not show; 'delete' removes the entry of a date.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { DIARY_FORM, diaryDeletedToast, diaryMissingToast, diarySavedToast } from '~/content/diary';
import { fieldMessages, invalidFieldsToast } from '~/content/messages';
import { isIsoDate, localIsoDate } from '~/domain/dates';
import { type DiaryField, replacedUnseen, validateDiaryEntry } from '~/domain/diary';
import { formatDateBR } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';
import type { Toast } from '~/domain/toast';
import type { FieldErrors } from '~/domain/validation';
import { deleteDiaryEntry, loadDiary, saveDiaryEntry } from '~/storage/diary';

export type DiaryActionResult =
  /** Saved: the dates whose entries changed (two when an edited entry moved to another date). */
  | { ok: true; intent: 'save'; dates: string[]; toast: Toast }
  | { ok: true; intent: 'delete'; date: string; toast: Toast }
  | {
      ok: false;
      intent: 'save' | 'delete';
      toast?: Toast;
      errors?: FieldErrors<DiaryField>;
      /** The entry a save would replace unseen: the screen asks before posting again with `replace`. */
      replaces?: DiaryEntry;
    };

export function diaryAction(form: FormData, now: Date): DiaryActionResult {
  return form.get('intent') === 'delete' ? remove(form) : save(form, now);
}

function remove(form: FormData): DiaryActionResult {
  const date = String(form.get('date') ?? '');
  if (!isIsoDate(date)) return { ok: false, intent: 'delete' };
  try {
    deleteDiaryEntry({ date });
  } catch (e) {
    return { ok: false, intent: 'delete', toast: storageFailureToast(e) };
  }
  return { ok: true, intent: 'delete', date, toast: diaryDeletedToast(formatDateBR(date)) };
}

function save(form: FormData, now: Date): DiaryActionResult {
  // Only the form's own post saves: anything else (a stale or forged intent) changes nothing.
  if (form.get('intent') !== 'save') return { ok: false, intent: 'save' };
  const result = validateDiaryEntry(Object.fromEntries(form), localIsoDate(now));
  if (!result.ok) {
    const toast = result.missing ? diaryMissingToast : invalidFieldsToast;
    return { ok: false, intent: 'save', errors: fieldMessages(result.problems, DIARY_FORM), toast };
  }
  const edited = String(form.get('editedDate') ?? '');
  const editedDate = isIsoDate(edited) ? edited : undefined;
  // A date that already has an entry the form did not show: ask before replacing it.
  const replaced = replacedUnseen(loadDiary(), result.value, editedDate);
  if (replaced && form.get('replace') !== replaced.date) return { ok: false, intent: 'save', replaces: replaced };
  try {
    saveDiaryEntry({ entry: result.value, editedDate });
  } catch (e) {
    return { ok: false, intent: 'save', toast: storageFailureToast(e) };
  }
  const dates = editedDate && editedDate !== result.value.date ? [result.value.date, editedDate] : [result.value.date];
  return { ok: true, intent: 'save', dates, toast: diarySavedToast };
}
