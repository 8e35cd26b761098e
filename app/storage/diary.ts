import { setDay } from '~/domain/challenge';
import { newestFirst, removeEntry, upsertEntry } from '~/domain/diary';
import type { DiaryEntry } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { write, writeMany } from './local';
import { load } from './registry';

/** The diary, newest entry first. */
export function loadDiary(): DiaryEntry[] {
  return newestFirst(load(KEYS.diary));
}

/** Saves an entry, replacing the one of the same date (and the one being edited, if its date changed). */
export function saveDiaryEntry({ entry, editedDate }: { entry: DiaryEntry; editedDate?: string }): void {
  write(KEYS.diary, upsertEntry(load(KEYS.diary), entry, editedDate));
}

export function deleteDiaryEntry({ date }: { date: string }): void {
  write(KEYS.diary, removeEntry(load(KEYS.diary), date));
}

/**
 * The check-in of Início: today's entry saved through the diary's rule (it
 * replaces an entry of the same date) and, during the challenge, today's day
 * marked done — both or neither.
 */
export function saveCheckIn({ entry, day }: { entry: DiaryEntry; day: number | null }): {
  newlyMarked: boolean;
  completed: number[];
} {
  const diary = upsertEntry(load(KEYS.diary), entry);
  const before = load(KEYS.completedDays);
  if (day === null) {
    write(KEYS.diary, diary);
    return { newlyMarked: false, completed: before };
  }
  const completed = setDay(before, day, true);
  writeMany({ [KEYS.diary]: diary, [KEYS.completedDays]: completed });
  return { newlyMarked: !before.includes(day), completed };
}
