/**
 * Photo Blobs in IndexedDB (docs/decisions/004-photos-in-indexeddb.md).
 *
 * A phone photo as a data URL is bigger than the whole localStorage quota, so
 * the JSON records (m15-results, m15-photo-history) hold only the id of a Blob
 * kept here. Order of writes, so that a closed app never leaves a record
 * pointing at nothing: Blobs are put first and JSON written second; JSON is
 * changed first and Blobs deleted second (an orphan Blob is harmless, a
 * dangling id is not).
 */
import { clear, createStore, delMany, get, setMany, type UseStore, values } from 'idb-keyval';
import { parsePhotoRef, PHOTO_ID_PREFIX } from '~/domain/photo-ref';
import { PHOTO_STORE } from '~/domain/keys';
import { isQuotaError, StorageFullError, StorageUnavailableError } from './local';
import { askPersistentStorage } from './quota';

let db: UseStore | null = null;
function photoStore(): UseStore {
  if (typeof indexedDB === 'undefined') throw new StorageUnavailableError();
  db ??= createStore(PHOTO_STORE.database, PHOTO_STORE.store);
  return db;
}

function storageError(e: unknown): Error {
  const inner = (e as { target?: { error?: unknown } } | null)?.target?.error ?? e;
  return isQuotaError(e) || isQuotaError(inner) ? new StorageFullError(e) : new StorageUnavailableError(e);
}

export function newPhotoId(): string {
  const uuid =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${PHOTO_ID_PREFIX}${uuid}`;
}

/** Stores the Blobs in one transaction (all or none) and returns their ids. */
export async function putPhotos(blobs: Blob[]): Promise<string[]> {
  if (blobs.length === 0) return [];
  const ids = blobs.map(() => newPhotoId());
  try {
    await setMany(
      blobs.map((b, i) => [ids[i]!, b]),
      photoStore(),
    );
  } catch (e) {
    throw storageError(e);
  }
  protectOnce();
  return ids;
}

/** What a record's photo field shows: a Blob, a legacy data URL, or null (none, missing or unreadable). */
export async function getPhoto(value: string): Promise<Blob | string | null> {
  const ref = parsePhotoRef(value);
  if (ref.kind === 'none') return null;
  if (ref.kind === 'data-url') return ref.url;
  try {
    const blob = await get<unknown>(ref.id, photoStore());
    return blob instanceof Blob ? blob : null;
  } catch {
    return null;
  }
}

/** Best effort: a Blob left behind is only wasted space. */
export async function deletePhotos(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await delMany(ids, photoStore());
  } catch {
    // Nothing references these any more; try again on the next clean-up.
  }
}

let persistenceAsked = false;
/** The first photo saved in this session asks for persistent storage (a photo is the hardest thing to lose). */
function protectOnce(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  void askPersistentStorage();
}

/** The Blobs behind these ids (missing or unreadable ones are left out). For the backup. */
export async function readPhotoBlobs(ids: Iterable<string>): Promise<Map<string, Blob>> {
  const found = new Map<string, Blob>();
  for (const id of ids) {
    const photo = await getPhoto(id);
    if (photo instanceof Blob) found.set(id, photo);
  }
  return found;
}

/** Stores Blobs under the ids they already have, in one transaction (all or none). For a restore. */
export async function putPhotosWithIds(entries: [string, Blob][]): Promise<void> {
  if (entries.length === 0) return;
  try {
    await setMany(entries, photoStore());
  } catch (e) {
    throw storageError(e);
  }
}

/** Deletes every photo (erasing everything from the device). Unlike a clean-up, a failure is reported. */
export async function clearPhotos(): Promise<void> {
  try {
    await clear(photoStore());
  } catch (e) {
    throw storageError(e);
  }
}

/** The size in bytes of every photo kept (for "Espaço usado"); null when the store cannot be read. */
export async function photoSizes(): Promise<number[] | null> {
  try {
    const all = await values<unknown>(photoStore());
    return all.map((v) => (v instanceof Blob ? v.size : 0));
  } catch {
    return null;
  }
}
