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
  try {
    for (const key of keys) s.removeItem(key);
    // Written back whole, or removed when nothing in it can gate a fast any more.
    for (const [key, value] of Object.entries(kept)) {
      if (value) s.setItem(key, JSON.stringify(value));
      else s.removeItem(key);
    }
  } catch (e) {
    throw new StorageUnavailableError(e);
  }
}
