/**
 * "Apagar tudo deste aparelho": every key the app keeps, every copy of
 * unreadable data kept aside, and every photo, but the times of the recent
 * fasts (domain/erase.ts NEVER_ERASED: they gate the next fast). Photos go first: if they
 * cannot be deleted, nothing else is, and the user is told — a phone lent
 * or sold must not keep someone's body photos behind a "Tudo foi apagado".
 */
import { KEPT_PHOTOS_KEY } from '~/domain/keys';
import { ERASED_KEYS } from '~/domain/erase';
import { fastRecordThroughErase } from './fasting';
import { listKeptAside } from './kept-aside';
import { safetyChecksThroughErase } from './safety-checks';
import { localStore, StorageUnavailableError } from './local';
import { clearPhotos } from './photos';

export async function eraseEverything({ now }: { now: Date }): Promise<void> {
  const s = localStore();
  if (!s) throw new StorageUnavailableError();
  // Read before anything goes: the record needs the clock and the log to know a fast still running.
  const kept = { ...fastRecordThroughErase(now), ...safetyChecksThroughErase(now) };
  await clearPhotos();
  // The photos kept for a form never saved are bookkeeping outside ALL_KEYS (decision 011): they go too.
  const keys = [...ERASED_KEYS.eraseAll, KEPT_PHOTOS_KEY, ...listKeptAside().map((k) => k.asideKey)];
  // What can still gate a fast is written over its key before anything is removed, so that a storage that
  // refuses writes loses no stop; on a full phone, what goes is removed first to make room, and the kept
  // keys, never removed, still hold what they held. What no longer gates anything goes with the rest.
  const stays = Object.entries(kept).filter(([, value]) => value);
  const goes = [
    ...keys.filter((key) => !stays.some(([kept]) => kept === key)),
    ...Object.entries(kept)
      .filter(([, value]) => !value)
      .map(([key]) => key),
  ];
  const writeStays = () => {
    for (const [key, value] of stays) s.setItem(key, JSON.stringify(value));
  };
  try {
    try {
      writeStays();
    } catch {
      for (const key of goes) s.removeItem(key);
      writeStays();
    }
    for (const key of goes) s.removeItem(key);
  } catch (e) {
    throw new StorageUnavailableError(e);
  }
}
