/**
 * A stored photo read for a file the app makes (the progress card, the
 * report's PDF): the Blob kept in IndexedDB, or the bytes of a data URL that
 * an older version kept. Loaded with those parts, on the tap.
 */
import { dataUrlImage, type PhotoResolver } from '~/domain/photo-ref';

/** A stored photo as a Blob, or null when it is missing or unreadable. */
export async function readPhoto(value: string, resolvePhoto: PhotoResolver): Promise<Blob | null> {
  if (value === '') return null;
  let found: Blob | string | null;
  try {
    found = await resolvePhoto(value);
  } catch {
    return null;
  }
  if (found instanceof Blob) return found.size > 0 ? found : null;
  if (typeof found !== 'string') return null;
  const image = dataUrlImage(found);
  return image ? new Blob([image.bytes as BlobPart], { type: image.type }) : null;
}
