/** m15-photo-history and m15-protocol-history, and the restart of the protocol. */
import { ERASED_KEYS } from '~/domain/erase';
import { alreadyRestarted } from '~/domain/history';
import { orphanedPhotoIds, referencedPhotoIds } from '~/domain/photo-ref';
import type { PhotoRecord, ProtocolRecord } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { fastRecordThroughErase } from './fasting';
import { safetyChecksThroughErase } from './safety-checks';
import { write, writeMany } from './local';
import { deletePhotos } from './photos';
import { load } from './registry';

export function loadPhotoHistory(): PhotoRecord[] {
  return load(KEYS.photoHistory);
}

export function loadProtocolHistory(): ProtocolRecord[] {
  return load(KEYS.protocolHistory);
}

/** Deletes the Blobs among `candidates` that neither the results nor any photo record point at any more. */
export async function pruneOrphanedPhotos(candidates: Iterable<string>): Promise<void> {
  const stillUsed = referencedPhotoIds([load(KEYS.results), ...loadPhotoHistory()]);
  await deletePhotos(orphanedPhotoIds(candidates, stillUsed));
}

/** Empties the photo history, then deletes its photo files (except those the results still show). */
export async function clearPhotoHistory(): Promise<void> {
  const before = loadPhotoHistory();
  write(KEYS.photoHistory, []);
  await pruneOrphanedPhotos(referencedPhotoIds(before));
}

export function clearProtocolHistory(): void {
  write(KEYS.protocolHistory, []);
}

/**
 * Appends the protocol record and removes the current protocol's data
 * (domain/erase.ts; the profile and both histories stay) in one
 * all-or-nothing write. A record with the same id (the restart token of
 * the dialog) means this restart was already done: nothing is written twice.
 */
export async function restartProtocol({
  record,
  now,
}: {
  record: ProtocolRecord;
  now: Date;
}): Promise<{ duplicate: boolean }> {
  const history = loadProtocolHistory();
  if (alreadyRestarted(history, Number(record.id))) return { duplicate: true };
  const oldResults = load(KEYS.results);
  const removals = Object.fromEntries(ERASED_KEYS.restart.map((k) => [k, null]));
  // The one write that needs space goes first: a full quota then fails before anything is removed.
  writeMany({
    [KEYS.protocolHistory]: [...history, record],
    ...removals,
    ...fastRecordThroughErase(now),
    ...safetyChecksThroughErase(now),
  });
  await pruneOrphanedPhotos(referencedPhotoIds([oldResults]));
  return { duplicate: false };
}

/**
 * Starting the challenge again before it ends (from Perfil): the same data
 * as the restart of Resultados goes, but nothing is written to the protocol
 * history (the challenge was not completed), and the profile's start date
 * becomes the new first day. One all-or-nothing write.
 */
export async function restartChallenge({ startDate, now }: { startDate: string; now: Date }): Promise<void> {
  const oldResults = load(KEYS.results);
  const profile = load(KEYS.profile);
  const removals = Object.fromEntries(ERASED_KEYS.restartEarly.map((k) => [k, null]));
  writeMany({
    [KEYS.profile]: { ...profile, startDate },
    ...removals,
    ...fastRecordThroughErase(now),
    ...safetyChecksThroughErase(now),
  });
  await pruneOrphanedPhotos(referencedPhotoIds([oldResults]));
}
