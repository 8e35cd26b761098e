/**
 * Photo rules shared by every picker (Results, Testimonial) and by the code
 * that stores photos. Pure: bytes and numbers in, answers out.
 */

/** A phone photo bigger than this is refused before it is decoded. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Stored photos are downscaled so their longest side is at most this. */
const MAX_PHOTO_SIDE = 1280;
export const PHOTO_QUALITY = 0.8;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'];

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic';

/** What the first bytes of a file say it is (`file.type` can lie). */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, len: number) => String.fromCharCode(...Array.from(bytes.subarray(from, from + len)));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && ascii(1, 3) === 'PNG' && at(4) === 0x0d && at(5) === 0x0a) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(4, 4) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif)$/.test(ascii(8, 4))) return 'heic';
  return null;
}

/** The size to decode a photo to: never larger than `max` on its longest side, never upscaled. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('image dimensions must be positive');
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type PhotoProblem = 'too-big' | 'not-image';

/** How much of a file the first check reads: every accepted type's magic bytes lie in its first 12. */
export const SNIFF_BYTES = 16;

/** The first check, before decoding: size and magic bytes (the file's first SNIFF_BYTES, or more). */
export function checkPhotoFile(size: number, firstBytes: Uint8Array): PhotoProblem | null {
  if (size > MAX_PHOTO_BYTES) return 'too-big';
  if (sniffImageType(firstBytes) === null) return 'not-image';
  return null;
}

/** A picked file that cannot be a stored photo; the screen shows content/photos.ts's PHOTO_PROBLEM_TOAST[problem]. */
export class PhotoError extends Error {
  override name = 'PhotoError';
  constructor(readonly problem: PhotoProblem | 'not-decodable') {
    super(problem);
  }
}
