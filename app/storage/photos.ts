/**
 * Photo files in IndexedDB (docs/decisions/004-photos-in-indexeddb.md, 011-no-file-in-a-form-post.md).
 *
 * A phone photo as a data URL is bigger than the whole localStorage quota, so
 * the JSON records (m15-results, m15-photo-history) hold only the id of a
 * photo kept here. A photo is stored as its bytes and type, not as a Blob:
 * WebKit refuses a Blob in IndexedDB where it keeps no files on disk (Safari's
 * private browsing, WebDriver sessions), and bytes are stored everywhere.
 * Blobs stored by earlier versions are still read.
 *
 * Order of writes, so that a closed app never leaves a record pointing at
 * nothing: photos are put first and JSON written second; JSON is changed first
 * and photos deleted second (an orphan photo is only wasted space, and the
 * clean-up of kept-photos.ts removes it; a dangling id is a lost photo).
 */
import { clear, createStore, delMany, get, keys, set, setMany, type UseStore, values } from 'idb-keyval';
import { parsePhotoRef, PHOTO_ID_PREFIX } from '~/domain/photo-ref';
import { PHOTO_STORE } from '~/domain/keys';
import { isQuotaError, StorageFullError, StorageUnavailableError } from './local';
import { askPersistentStorage } from './quota';

/** What IndexedDB holds for a photo. */
interface StoredPhoto {
  type: string;
  bytes: ArrayBuffer;
}

async function toStored(blob: Blob): Promise<StoredPhoto> {
  return { type: blob.type, bytes: await blob.arrayBuffer() };
}

// By its tag, not instanceof: a value read back from IndexedDB may come from another realm.
const isArrayBuffer = (v: unknown): v is ArrayBuffer => Object.prototype.toString.call(v) === '[object ArrayBuffer]';

/** A stored value as a Blob: bytes and type (this version), a Blob (earlier ones), else null. */
export function photoBlobOf(value: unknown): Blob | null {
  if (value instanceof Blob) return value;
  if (typeof value !== 'object' || value === null) return null;
  const { type, bytes } = value as { type?: unknown; bytes?: unknown };
  return typeof type === 'string' && isArrayBuffer(bytes) ? new Blob([bytes], { type }) : null;
}

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

/** Stores one photo under its id (kept-photos.ts gives it a new one). */
export async function putPhoto(id: string, blob: Blob): Promise<void> {
  const value = await toStored(blob);
  try {
    await set(id, value, photoStore());
  } catch (e) {
    throw storageError(e);
  }
}

/** What a record's photo field shows: a Blob, a legacy data URL, or null (none, missing or unreadable). */
export async function getPhoto(value: string): Promise<Blob | string | null> {
  const ref = parsePhotoRef(value);
  if (ref.kind === 'none') return null;
  if (ref.kind === 'data-url') return ref.url;
  try {
    return photoBlobOf(await get<unknown>(ref.id, photoStore()));
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

/** The ids of every photo stored (for the clean-up); throws when the store cannot be read. */
export async function storedPhotoIds(): Promise<string[]> {
  try {
    return (await keys(photoStore())).map(String);
  } catch (e) {
    throw storageError(e);
  }
}

let persistenceAsked = false;
/** The first photo saved in this session asks for persistent storage (a photo is the hardest thing to lose). */
export function protectPhotosOnce(): void {
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
  const stored = await Promise.all(
    entries.map(async ([id, blob]) => [id, await toStored(blob)] as [string, StoredPhoto]),
  );
  try {
    await setMany(stored, photoStore());
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
    return all.map((v) =>
      v instanceof Blob
        ? v.size
        : isArrayBuffer((v as { bytes?: unknown } | null)?.bytes)
          ? (v as StoredPhoto).bytes.byteLength
          : 0,
    );
  } catch {
    return null;
  }
}
