import { entryWithGlass, newestFirst, removeEntry, upsertEntry } from '~/domain/diary';
import type { DiaryEntry } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { write } from './local';
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
 * "+1 copo" on Hoje: one glass more in the day's entry, written at the tap
 * (nothing typed is lost), from the water the field shows (`typed`) when it is an amount.
 */
export function saveGlass({ date, typed }: { date: string; typed: string }): DiaryEntry {
  const entry = entryWithGlass(load(KEYS.diary), date, typed);
  write(KEYS.diary, upsertEntry(load(KEYS.diary), entry));
  return entry;
}
