/**
 * The backup file: one JSON document with every stored key and every photo
 * (base64), a format version, the app version and the export date. Pure:
 * building, validating and summarising; reading and writing storage is
 * app/storage/backup.ts.
 */
import { MAX_PHOTO_BYTES, sniffImageType } from './image';
import { BACKUP_FORMAT, KEYS } from './keys';
import { referencedPhotoIds } from './photo-ref';
import type { Parser } from './stored';

/**
 * The format's version (decision 010). 1: the keys before the fasting days'
 * records. 2: the ended fasts, the electrolyte bottles and the refeed ticks
 * (`m15-fast-log`, `m15-electrolytes`, `m15-refeed`), and `m15-safety-checks`
 * as a check per block ({ at, outcome }). A version-1 file restores as it is: its keys read
 * with today's parsers (a bare instant in `m15-safety-checks` reads as a check
 * to ask again), and the keys it lacks start empty. A version-2 file on an app
 * that only knows version 1 is refused as "a newer version", not as damage.
 * 3: `m15-fast-record` (the times of recent fasts, merged on restore) and the
 * plan a fast keeps in `m15-fasting`; earlier files restore as they are.
 */
export const BACKUP_VERSION = 3;

export interface BackupPhoto {
  type: string;
  /** The image bytes, base64. */
  data: string;
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  appVersion: string;
  exportedAt: string;
  /** Every key the app stores, as read (valid states). */
  data: Record<string, unknown>;
  /** Copies of unreadable data kept aside, word for word. */
  keptAside: Record<string, string>;
  /** Photo Blobs by id. */
  photos: Record<string, BackupPhoto>;
}

export interface BackupSummary {
  exportedAt: string;
  appVersion: string;
  profileName: string;
  completedDays: number;
  diaryEntries: number;
  /** The photos the file holds that can come back. */
  photos: number;
  /**
   * The photos its records point at that it does not hold, or holds unreadable: a photo this
   * phone could not read when the backup was made, or damaged since. The records come back
   * without them, as photos no longer on the phone.
   */
  missingPhotos: number;
  photoHistory: number;
  protocolHistory: number;
  notes: number;
  shoppingItems: number;
  ratings: number;
}

/** Why a file cannot be restored (content/data.ts says it). */
export type BackupProblem = 'not-json' | 'foreign' | 'newer' | 'damaged';

/** `m15-backup-AAAA-MM-DD.json`, with the user's calendar date. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `m15-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const lengthOf = (x: unknown) => (Array.isArray(x) ? x.length : 0);

/** The photo ids the records of a backup's data point at (domain/photo-ref.ts, as the app reads them). */
function photoIdsIn(data: Record<string, unknown>): Set<string> {
  const history = data[KEYS.photoHistory];
  const records: unknown[] = [data[KEYS.results], ...(Array.isArray(history) ? history : [])];
  return referencedPhotoIds(records.filter(isObject));
}

/** How many of the photos the data's records point at are not among `held`. */
export function missingPhotoCount(data: Record<string, unknown>, held: ReadonlySet<string>): number {
  return [...photoIdsIn(data)].filter((id) => !held.has(id)).length;
}

/**
 * What data holds, counted line by line, with the photos `held` beside it: a
 * backup's (its photos), or this device's (every photo its records point at).
 */
export function summarizeData(
  data: Record<string, unknown>,
  held: ReadonlySet<string>,
  head: { exportedAt: string; appVersion: string },
): BackupSummary {
  const stored = data[KEYS.profile];
  const profile = isObject(stored) ? stored : {};
  const rated = data[KEYS.recipeRatings];
  const ratings = isObject(rated) ? Object.values(rated).filter((r) => r !== null) : [];
  return {
    exportedAt: head.exportedAt,
    appVersion: head.appVersion,
    profileName: typeof profile.name === 'string' ? profile.name : '',
    completedDays: lengthOf(data[KEYS.completedDays]),
    diaryEntries: lengthOf(data[KEYS.diary]),
    photos: held.size,
    missingPhotos: missingPhotoCount(data, held),
    photoHistory: lengthOf(data[KEYS.photoHistory]),
    protocolHistory: lengthOf(data[KEYS.protocolHistory]),
    notes: lengthOf(data[KEYS.notes]),
    shoppingItems: lengthOf(data[KEYS.shopping]),
    ratings: ratings.length,
  };
}

export function summarizeBackup(b: BackupFile): BackupSummary {
  return summarizeData(b.data, new Set(Object.keys(b.photos)), b);
}

export type BackupCheck =
  { ok: true; backup: BackupFile; summary: BackupSummary } | { ok: false; problem: BackupProblem; detail: string };

/**
 * Checks all of a backup before anything is replaced: the format and version,
 * and every key against its parser (nothing may need dropping). A photo is
 * one record's part, not the file's: one whose bytes are not an image within
 * the size limit is left out, and so is its image only (`missingPhotos`), as
 * a photo the phone could not read when the backup was made is. Whether each
 * photo decodes is checked by the caller, in the browser (`withPhotos`).
 */
export function validateBackup(text: string, parsers: Record<string, Parser<unknown>>): BackupCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Cut short on its way (a download or a share stopped halfway): it is M15's, damaged, not another file.
    if (text.trimStart().startsWith(`{"format":"${BACKUP_FORMAT}"`))
      return { ok: false, problem: 'damaged', detail: 'an M15 backup that is not whole JSON' };
    return { ok: false, problem: 'not-json', detail: 'not JSON' };
  }
  if (!isObject(json) || json.format !== BACKUP_FORMAT)
    return { ok: false, problem: 'foreign', detail: 'no m15-backup format' };
  const { version } = json;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problem: 'damaged', detail: 'bad version' };
  }
  if (version > BACKUP_VERSION) return { ok: false, problem: 'newer', detail: `version ${version}` };
  const { data, photos, exportedAt, appVersion } = json;
  const keptAside = json.keptAside ?? {};
  if (!isObject(data) || !isObject(photos) || !isObject(keptAside))
    return { ok: false, problem: 'damaged', detail: 'missing sections' };
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt)) || typeof appVersion !== 'string') {
    return { ok: false, problem: 'damaged', detail: 'bad header' };
  }
  for (const [key, value] of Object.entries(data)) {
    // Own keys only: a "__proto__" or "constructor" key is not a key of ours.
    const parse = Object.hasOwn(parsers, key) ? parsers[key] : undefined;
    if (!parse) return { ok: false, problem: 'damaged', detail: `unknown key ${key}` };
    if (!parse(value).complete) return { ok: false, problem: 'damaged', detail: `invalid ${key}` };
  }
  for (const [asideKey, raw] of Object.entries(keptAside)) {
    const owner = Object.keys(parsers).some((k) => asideKey === `${k}.corrupt` || asideKey.startsWith(`${k}.corrupt-`));
    if (!owner || typeof raw !== 'string')
      return { ok: false, problem: 'damaged', detail: `bad kept copy ${asideKey}` };
  }
  const images: Record<string, BackupPhoto> = {};
  for (const [id, photo] of Object.entries(photos)) {
    if (
      !isObject(photo) ||
      typeof photo.type !== 'string' ||
      !photo.type.startsWith('image/') ||
      typeof photo.data !== 'string'
    ) {
      continue;
    }
    const bytes = base64ToBytes(photo.data);
    if (!bytes || bytes.length > MAX_PHOTO_BYTES || sniffImageType(bytes) === null) continue;
    images[id] = { type: photo.type, data: photo.data };
  }
  const backup: BackupFile = {
    format: BACKUP_FORMAT,
    version,
    appVersion,
    exportedAt,
    data,
    keptAside: keptAside as Record<string, string>,
    photos: images,
  };
  return { ok: true, backup, summary: summarizeBackup(backup) };
}

/** The backup with only the photos `keep` accepts (those that decode, in the browser), and its summary again. */
export function withPhotos(
  backup: BackupFile,
  keep: ReadonlySet<string>,
): { backup: BackupFile; summary: BackupSummary } {
  const photos = Object.fromEntries(Object.entries(backup.photos).filter(([id]) => keep.has(id)));
  const kept = { ...backup, photos };
  return { backup: kept, summary: summarizeBackup(kept) };
}

/** Whether a summary holds anything of hers: a profile, or any record or photo. */
export function holdsData(s: BackupSummary): boolean {
  const { exportedAt: _at, appVersion: _v, profileName, ...counts } = s;
  return profileName !== '' || Object.values(counts).some((n) => n > 0);
}
