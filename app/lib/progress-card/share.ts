/**
 * What a tap on "Compartilhar progresso" does: read the chosen photos, draw
 * the card (draw.ts), name the file and hand it to the share sheet or the
 * downloads. The button (components/share-progress.tsx) loads this module on
 * the tap, so the drawing is downloaded only by those who use it. It changes
 * nothing stored.
 */
import type { PhotoResolver } from '~/domain/photo-ref';
import {
  type CardShared,
  type CardWords,
  missingPhotos,
  progressCardData,
  progressFileName,
  type ProgressRecords,
} from '~/domain/progress-card-data';
import { shareOrDownload } from '~/lib/share-or-download';
import { readPhoto } from '~/lib/read-photo';
import { renderProgressCard } from './draw';

/** The card as an image Blob (throws when the browser cannot draw or encode it), and the photos it read. */
async function makeCard(input: {
  records: ProgressRecords;
  photos: { before: string; after: string } | null;
  resolvePhoto: PhotoResolver;
  now: Date;
  words: CardWords;
}): Promise<{ blob: Blob; chosen: { before: Blob | null; after: Blob | null } | null }> {
  const data = progressCardData(input.records, input.now);
  let chosen: { before: Blob | null; after: Blob | null } | null = null;
  if (input.photos) {
    const [before, after] = await Promise.all([
      readPhoto(input.photos.before, input.resolvePhoto),
      readPhoto(input.photos.after, input.resolvePhoto),
    ]);
    chosen = { before, after };
  }
  return { blob: await renderProgressCard({ ...data, photos: chosen }, input.words), chosen };
}

/**
 * The card as it would be shared, for a preview on the screen (Início after
 * the last day). Throws when it cannot be drawn; shares and stores nothing.
 */
export async function progressCardPreview(input: {
  records: ProgressRecords;
  photos: { before: string; after: string } | null;
  resolvePhoto: PhotoResolver;
  now: Date;
  words: CardWords;
}): Promise<Blob> {
  return (await makeCard(input)).blob;
}

/**
 * Makes the card and delivers it with `share`'s title and text; returns what
 * came of it, for the screen to say (content/progress-card.ts). A card that
 * cannot be drawn is 'failed', never a blank or partial file.
 */
export async function shareProgressCard(input: {
  records: ProgressRecords;
  /** The results' photo fields, only when the user ticked "Incluir fotos"; null otherwise. */
  photos: { before: string; after: string } | null;
  resolvePhoto: PhotoResolver;
  now: Date;
  words: CardWords;
  share: { title: string; text: string };
}): Promise<CardShared> {
  let blob: Blob;
  let chosen: { before: Blob | null; after: Blob | null } | null;
  try {
    ({ blob, chosen } = await makeCard(input));
  } catch {
    return { kind: 'failed' };
  }
  const fileName = progressFileName(input.now, blob.type);
  const file = new File([blob], fileName, { type: blob.type });
  const delivery = await shareOrDownload(file, input.share);
  // A photo that was read but does not decode is drawn as unavailable on the card itself.
  const missing = input.photos && chosen ? missingPhotos(input.photos, chosen) : 'none';
  return { kind: 'delivered', delivery, fileName, missingPhotos: missing };
}
