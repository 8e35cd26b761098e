/**
 * m15-results: the final weight and the before/after photos, and saving them
 * with the photo-history record that each save with a photo appends. Photos
 * are Blobs in IndexedDB (photos.ts); the JSON holds their ids.
 */
import { localIsoDate } from '~/domain/dates';
import { buildPhotoRecord } from '~/domain/history';
import { finalWeightDate } from '~/domain/results';
import { KEYS } from '~/domain/keys';
import { referencedPhotoIds } from '~/domain/photo-ref';
import type { Results } from '~/domain/stored';
import { loadPhotoHistory, pruneOrphanedPhotos } from './history';
import { writeMany } from './local';
import { deletePhotos, putPhotos } from './photos';
import { load } from './registry';

export function loadResults(): Results {
  return load(KEYS.results);
}

/** A photo slot of the form: keep what is stored, remove it, or store a new (already prepared) Blob. */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; blob: Blob };

/**
 * Saves the final weight and the photos; when there is a photo, appends a
 * photo-history record. New Blobs first, then both JSON keys at once: on a
 * failure nothing changes (the new Blobs are removed again).
 */
export async function saveResults(input: {
  finalWeight: string;
  before: PhotoChange;
  after: PhotoChange;
  now: Date;
}): Promise<{ results: Results; withPhotos: boolean }> {
  const current = loadResults();
  const profile = load(KEYS.profile);
  const fresh = [input.before, input.after].flatMap((c) => (c.kind === 'new' ? [c.blob] : []));
  const ids = await putPhotos(fresh);
  let next = 0;
  const resolve = (change: PhotoChange, stored: string) =>
    change.kind === 'keep' ? stored : change.kind === 'remove' ? '' : ids[next++]!;
  const results: Results = {
    finalWeight: input.finalWeight,
    beforePhoto: resolve(input.before, current.beforePhoto),
    afterPhoto: resolve(input.after, current.afterPhoto),
  };
  // The final weight is a weigh-in of the day it is saved (domain/results.ts, currentWeight).
  const on = finalWeightDate({ saved: input.finalWeight, stored: current, today: localIsoDate(input.now) });
  if (on) results.finalWeightOn = on;
  const history = loadPhotoHistory();
  const record = buildPhotoRecord({
    id: Math.max(input.now.getTime(), ...history.map((r) => Number(r.id) + 1).filter(Number.isFinite)),
    now: input.now,
    beforePhoto: results.beforePhoto,
    afterPhoto: results.afterPhoto,
    finalWeight: results.finalWeight,
    initialWeight: profile.initialWeight,
    startDate: profile.startDate,
  });
  try {
    writeMany(
      record ? { [KEYS.results]: results, [KEYS.photoHistory]: [...history, record] } : { [KEYS.results]: results },
    );
  } catch (e) {
    await deletePhotos(ids);
    throw e;
  }
  await pruneOrphanedPhotos(referencedPhotoIds([current]));
  return { results, withPhotos: record !== null };
}
