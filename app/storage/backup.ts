/**
 * Backup and restore: one file with every key, every kept-aside
 * copy and every photo this phone can read. A restore checks all of the file
 * first (format, every record; a photo that is not an image or does not
 * decode is left out, its record kept) and then replaces everything in an
 * order that can stop anywhere without losing data: photos are added first
 * (one IndexedDB transaction), then every key is written at once
 * (writeMany, all or nothing), and only then are photos nothing points at
 * any more deleted.
 */
import {
  BACKUP_VERSION,
  backupFileName,
  base64ToBytes,
  bytesToBase64,
  missingPhotoCount,
  summarizeData,
  validateBackup,
  withPhotos,
  type BackupCheck,
  type BackupFile,
  type BackupPhoto,
  type BackupSummary,
} from '~/domain/backup';
import { metaInBackupMadeOn } from '~/domain/backup-reminder';
import { localIsoDate } from '~/domain/dates';
import { BACKUP_FORMAT } from '~/domain/keys';
import { orphanedPhotoIds, referencedPhotoIds } from '~/domain/photo-ref';
import type { Parser } from '~/domain/stored';
import { ALL_KEYS, KEYS } from '~/domain/keys';
import { fastsThroughRestore } from './fasting';
import { listKeptAside } from './kept-aside';
import { writeMany } from './local';
import { deletePhotos, putPhotosWithIds, readPhotoBlobs } from './photos';
import { readRaw } from './local';
import { load, PARSERS } from './registry';
import { safetyChecksThroughRestore } from './safety-checks';

const parsers = PARSERS as unknown as Record<string, Parser<unknown>>;

/** What is stored under a key, as the backup keeps it: the stored JSON itself when it reads whole, else its readable part. */
function storedValue(key: (typeof ALL_KEYS)[number]): unknown {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    const json: unknown = JSON.parse(raw);
    if (parsers[key]!(json).complete) return json;
  } catch {
    // unreadable: its text is in keptAside
  }
  return load(key);
}

function photoRecords() {
  return [load(KEYS.results), ...load(KEYS.photoHistory)];
}

/** Every key as the backup keeps it (storedValue), the keys with nothing stored left out. */
function storedData(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of ALL_KEYS) {
    const value = storedValue(key);
    if (value !== undefined) data[key] = value;
  }
  return data;
}

/** What this device holds now, counted as a backup's summary (its photos: every one its records point at). */
export function summarizeHere(now: Date): BackupSummary {
  return summarizeData(storedData(), referencedPhotoIds(photoRecords()), {
    exportedAt: now.toISOString(),
    appVersion: '',
  });
}

export async function createBackup({
  now,
  appVersion,
}: {
  now: Date;
  appVersion: string;
}): Promise<{ fileName: string; text: string; missingPhotos: number }> {
  const data = storedData();
  data[KEYS.backupMeta] = metaInBackupMadeOn(load(KEYS.backupMeta), localIsoDate(now));
  const keptAside = Object.fromEntries(listKeptAside().map((k) => [k.asideKey, k.text]));
  const photos: Record<string, BackupPhoto> = {};
  // A photo this phone cannot read (gone from its store, or the store failing) is left out and counted:
  // the file still restores everything else, and the user is told.
  for (const [id, blob] of await readPhotoBlobs(referencedPhotoIds(photoRecords()))) {
    photos[id] = { type: blob.type || 'image/jpeg', data: bytesToBase64(new Uint8Array(await blob.arrayBuffer())) };
  }
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    appVersion,
    exportedAt: now.toISOString(),
    data,
    keptAside,
    photos,
  };
  return {
    fileName: backupFileName(now),
    text: JSON.stringify(file),
    missingPhotos: missingPhotoCount(data, new Set(Object.keys(photos))),
  };
}

/**
 * Whether a photo decodes: the app's one decoder (lib/image-encode.ts
 * `photoDecodes`), which storage may not import, so the route hands it over.
 */
export type PhotoDecodes = (photo: Blob) => Promise<boolean>;

function photoBlobs(file: BackupFile): [string, Blob][] {
  return Object.entries(file.photos).map(([id, p]) => [
    id,
    new Blob([base64ToBytes(p.data) as BlobPart], { type: p.type }),
  ]);
}

/** Everything a restore checks, without changing anything: a photo that does not decode is left out, as the file's damage to that photo alone. */
export async function checkBackup(text: string, decodes: PhotoDecodes): Promise<BackupCheck> {
  const result = validateBackup(text, parsers);
  if (!result.ok) return result;
  const decoding = new Set<string>();
  for (const [id, blob] of photoBlobs(result.backup)) {
    if (await decodes(blob)) decoding.add(id);
  }
  return { ok: true, ...withPhotos(result.backup, decoding) };
}

/** Replaces everything stored with the backup's contents, or changes nothing. */
export async function restoreBackup(
  text: string,
  { now, decodes }: { now: Date; decodes: PhotoDecodes },
): Promise<BackupCheck> {
  const result = await checkBackup(text, decodes);
  if (!result.ok) return result;
  const { data, keptAside } = result.backup;
  const before = referencedPhotoIds(photoRecords());
  await putPhotosWithIds(photoBlobs(result.backup));
  const changes: Record<string, unknown> = {};
  for (const key of ALL_KEYS) changes[key] = key in data ? data[key] : null;
  // The record of fasts is merged, never replaced: it gates the next fast. A stop that holds stays,
  // and ends a fast the file holds as running.
  const checks = safetyChecksThroughRestore(data, now);
  Object.assign(
    changes,
    fastsThroughRestore(data, now, checks[KEYS.safetyChecks] ?? {}, result.backup.exportedAt),
    checks,
  );
  const raw: Record<string, string | null> = {};
  for (const aside of listKeptAside()) raw[aside.asideKey] = null;
  Object.assign(raw, keptAside);
  writeMany(changes, raw);
  await deletePhotos(orphanedPhotoIds(before, referencedPhotoIds(photoRecords())));
  return result;
}
