/**
 * The one way a photo enters the app (docs/decisions/011-no-file-in-a-form-post.md):
 * kept when she picks it, under a new id on the list of photos waiting for
 * their form (m15-photos-kept); claimed when the form is saved (a record points
 * at it, in the same all-or-nothing write that takes it off the list); removed
 * by the clean-up at the next start when no record claims it and it is no
 * longer waiting.
 */
import { isWaiting, parseKeptPhotos, sweepPlan, type KeptPhoto } from '~/domain/kept-photos';
import { KEPT_PHOTOS_KEY } from '~/domain/keys';
import { photoIdsIn } from '~/domain/photo-ref';
import { localStore, readRaw, writeMany } from './local';
import { deletePhotos, getPhoto, newPhotoId, putPhoto, storedPhotoIds } from './photos';

/** The photo a form posts is not one kept for it (never kept, already saved, or cleaned up after a day). */
export class PhotoNotKeptError extends Error {
  override name = 'PhotoNotKeptError';
  constructor(readonly id: string) {
    super(`photo ${id} is not waiting for a form`);
  }
}

/** The photos waiting for their form; an unreadable list reads as empty (it is bookkeeping, not her data). */
export function loadKeptPhotos(): KeptPhoto[] {
  const raw = readRaw(KEPT_PHOTOS_KEY);
  if (raw === null) return [];
  try {
    return parseKeptPhotos(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The list as a raw entry of `writeMany` (no key at all when it is empty). */
function listWrite(list: KeptPhoto[]): Record<string, string | null> {
  return { [KEPT_PHOTOS_KEY]: list.length > 0 ? JSON.stringify(list) : null };
}

/**
 * Keeps a photo (already decoded and downscaled) for a form and returns its
 * new id. It goes on the list before it is stored, so a clean-up in another tab
 * never takes it for an orphan. A full storage throws StorageFullError and
 * leaves nothing behind.
 */
export async function keepPhoto(photo: Blob, now: Date): Promise<string> {
  const id = newPhotoId();
  writeMany({}, listWrite([...loadKeptPhotos(), { id, keptAt: now.getTime() }]));
  try {
    await putPhoto(id, photo);
  } catch (e) {
    try {
      writeMany({}, listWrite(loadKeptPhotos().filter((p) => p.id !== id)));
    } catch {
      // The clean-up takes it off the list after a day.
    }
    throw e;
  }
  return id;
}

/** Throws PhotoNotKeptError unless every id is waiting for its form and its photo is stored. */
export async function checkKeptPhotos(ids: readonly string[], now: Date): Promise<void> {
  for (const id of ids) {
    const kept = loadKeptPhotos().find((p) => p.id === id);
    if (!kept || !isWaiting(kept, now.getTime())) throw new PhotoNotKeptError(id);
    if (!((await getPhoto(id)) instanceof Blob)) throw new PhotoNotKeptError(id);
  }
}

/**
 * The list without these ids, as a raw entry for the same `writeMany` that
 * writes the records claiming them (records first, then the list: at every
 * step each photo is claimed, waiting, or both). Synchronous, so nothing runs
 * between this check and that write; throws PhotoNotKeptError when one of them
 * is no longer waiting (another tab's clean-up).
 */
export function claimKeptPhotos(ids: readonly string[], now: Date): Record<string, string | null> {
  const list = loadKeptPhotos();
  for (const id of ids) {
    const kept = list.find((p) => p.id === id);
    if (!kept || !isWaiting(kept, now.getTime())) throw new PhotoNotKeptError(id);
  }
  return listWrite(list.filter((p) => !ids.includes(p.id)));
}

/**
 * Every photo id written anywhere in localStorage but the list itself: the
 * records, and copies of unreadable data kept aside, which may still be
 * restored. Read from the text, so a record that does not parse still
 * protects its photos.
 */
function claimedPhotoIds(): Set<string> {
  const claimed = new Set<string>();
  const s = localStore();
  if (!s) return claimed;
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key === null || key === KEPT_PHOTOS_KEY) continue;
    for (const id of photoIdsIn(readRaw(key) ?? '')) claimed.add(id);
  }
  return claimed;
}

/**
 * The clean-up at each start: deletes the photos no record claims that are not
 * waiting for a form (a form never saved, kept over a day ago, or a save cut
 * short in an earlier version), and drops them from the list. Returns how many
 * went; a store that cannot be read is left for the next start.
 */
export async function sweepKeptPhotos(now: Date): Promise<number> {
  let stored: string[];
  try {
    // The store first: a photo found here is, by then, already on the list or claimed.
    stored = await storedPhotoIds();
  } catch {
    return 0;
  }
  const kept = loadKeptPhotos();
  const plan = sweepPlan({ kept, stored, claimed: claimedPhotoIds(), now: now.getTime() });
  const raw = readRaw(KEPT_PHOTOS_KEY);
  const next = listWrite(plan.kept)[KEPT_PHOTOS_KEY] ?? null;
  if (raw !== next) {
    try {
      writeMany({}, { [KEPT_PHOTOS_KEY]: next });
    } catch {
      // A full storage: the list keeps entries that no longer count (they are no longer waiting); the next start tries again.
    }
  }
  await deletePhotos(plan.remove);
  return plan.remove.length;
}
