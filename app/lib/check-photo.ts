/**
 * The first check of a picked photo, before any decoding: its size and its
 * first bytes (domain/image.ts `checkPhotoFile`, SNIFF_BYTES of them). Light,
 * so every picker runs it at once, before the decoder (lib/image-encode.ts)
 * is loaded.
 */
import { checkPhotoFile, type PhotoProblem, SNIFF_BYTES } from '~/domain/image';

/** null when the file may be a photo; 'not-decodable' when the browser can no longer read it (moved, or in a cloud folder). */
export async function checkPickedPhoto(file: Blob): Promise<PhotoProblem | 'not-decodable' | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return 'not-decodable';
  }
  return checkPhotoFile(file.size, head);
}
