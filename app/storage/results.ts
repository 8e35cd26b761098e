/**
 * m15-results: the final weight and the before/after photos, and saving them
 * with the photo-history record that each save with a photo appends. Photos
 * are kept in IndexedDB when picked (kept-photos.ts); a save claims them by
 * their ids.
 */
import { localIsoDate } from '~/domain/dates';
import { buildPhotoRecord } from '~/domain/history';
import { type ResultsInput, resultsToStore } from '~/domain/results';
import { KEYS } from '~/domain/keys';
import { referencedPhotoIds } from '~/domain/photo-ref';
import type { Results } from '~/domain/stored';
import { loadPhotoHistory, pruneOrphanedPhotos } from './history';
import { checkKeptPhotos, claimKeptPhotos } from './kept-photos';
import { writeMany } from './local';
import { protectPhotosOnce } from './photos';
import { load } from './registry';

export function loadResults(): Results {
  return load(KEYS.results);
}

/**
 * Saves the final weight and the photos; when there is a photo, appends a
 * photo-history record. A new photo must be one kept for this form
 * (PhotoNotKeptError otherwise). Both JSON keys and the list of kept photos
 * change in one all-or-nothing write: on a failure nothing changes, and the
 * kept photos still wait for another try (or for the clean-up). Answers
 * what it stored.
 */
export async function saveResults(input: ResultsInput, now: Date): Promise<Results> {
  const fresh = [input.before, input.after].flatMap((c) => (c.kind === 'new' ? [c.id] : []));
  await checkKeptPhotos(fresh, now);
  // From here on, synchronous up to the write: nothing else runs between reading and writing.
  const current = loadResults();
  const profile = load(KEYS.profile);
  // The final weight is a weigh-in of the day it is saved (domain/results.ts, currentWeight).
  const results = resultsToStore(input, current, localIsoDate(now));
  const history = loadPhotoHistory();
  const record = buildPhotoRecord({
    id: Math.max(now.getTime(), ...history.map((r) => Number(r.id) + 1).filter(Number.isFinite)),
    now,
    beforePhoto: results.beforePhoto,
    afterPhoto: results.afterPhoto,
    finalWeight: results.finalWeight,
    initialWeight: profile.initialWeight,
    startDate: profile.startDate,
  });
  writeMany(
    record ? { [KEYS.results]: results, [KEYS.photoHistory]: [...history, record] } : { [KEYS.results]: results },
    claimKeptPhotos(fresh, now),
  );
  if (fresh.length > 0) protectPhotosOnce();
  await pruneOrphanedPhotos(referencedPhotoIds([current]));
  return results;
}
