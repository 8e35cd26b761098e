/**
 * Turns a picked file into the Blob that is stored: checked by its first
 * bytes, decoded straight to at most 1280 px on its longest side (camera
 * orientation applied), re-encoded as WebP or JPEG at ≈ 0.8.
 *
 * Known traps: iOS refuses canvases over 16,777,216 pixels, so the
 * full-size photo is never drawn on a canvas — it is decoded to the target
 * size; Safari answers a WebP request with a PNG about 10× larger, so the
 * encoded type is checked and JPEG used instead; `file.type` can lie, so the
 * magic bytes decide.
 */
import { checkPhotoFile, fitWithin, PhotoError } from '~/domain/image';
import { HEADER_BYTES, orientedSize, readImageHeader } from '~/domain/photo-header';
import { ENCODE_QUALITIES, MAX_STORED_PHOTO_BYTES } from '~/domain/photo-ref';

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded photo, ready to draw: its size as it shows, and how to give its memory back. */
export interface DecodedImage {
  source: ImageBitmap | HTMLImageElement;
  width: number;
  height: number;
  release: () => void;
}

export async function preparePhoto(file: Blob): Promise<Blob> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const problem = checkPhotoFile(file.size, head);
  if (problem) throw new PhotoError(problem);
  const header = readImageHeader(head);
  const target = header ? fitWithin(orientedSize(header).width, orientedSize(header).height) : null;

  const { source, width, height, release } = await decodeImage(file, target);
  try {
    const size = fitWithin(width, height);
    const made = canvas2d(size.width, size.height);
    if (!made) throw new PhotoError('not-decodable');
    const { canvas, ctx } = made;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, size.width, size.height);
    return await encode(canvas);
  } finally {
    release();
  }
}

/**
 * The app's one photo decoder (the stored photo here, the progress card's
 * and the report's photos, and `photoDecodes` below): straight to `target`,
 * the size it should have as it shows, with the camera's orientation
 * applied; at full size when `target` is null.
 * Where `createImageBitmap` is missing (Safari before 15) or refuses the
 * options or the format (HEIC), the <img> decoder, which applies the EXIF
 * orientation too (full size, drawn down by the caller). Throws
 * PhotoError('not-decodable') when neither can read it.
 */
export async function decodeImage(file: Blob, target: { width: number; height: number } | null): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(
        file,
        target
          ? {
              resizeWidth: target.width,
              resizeHeight: target.height,
              resizeQuality: 'high',
              imageOrientation: 'from-image',
            }
          : { imageOrientation: 'from-image' },
      );
      if (bitmap.width > 0 && bitmap.height > 0) {
        return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
      }
      bitmap.close();
    } catch {
      // Older Safari rejects the options, or the format needs the <img> decoder (HEIC): try that.
    }
  }
  if (typeof document === 'undefined') throw new PhotoError('not-decodable');
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new PhotoError('not-decodable');
  }
  if (!(img.naturalWidth > 0 && img.naturalHeight > 0)) {
    URL.revokeObjectURL(url);
    throw new PhotoError('not-decodable');
  }
  // <img> applies the EXIF orientation: naturalWidth/Height are as the photo shows.
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

/**
 * Whether `file` decodes as an image, by the decoder above: a testimonial's
 * photo before it is shown, each photo of a backup before it is restored.
 * True where this environment has no decoder at all (Node, jsdom), as a
 * restore must not be refused for that.
 */
export async function photoDecodes(file: Blob): Promise<boolean> {
  const imgDecodes = typeof HTMLImageElement !== 'undefined' && typeof HTMLImageElement.prototype.decode === 'function';
  if (typeof createImageBitmap !== 'function' && !imgDecodes) return true;
  try {
    (await decodeImage(file, null)).release();
    return true;
  } catch {
    return false;
  }
}

/** A 2D canvas of this size, off the page where the browser can; null when there is none. */
export function canvas2d(width: number, height: number): { canvas: AnyCanvas; ctx: Context2D } | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    // Safari 16.0-16.3 has OffscreenCanvas without its 2D context: the page's canvas does the job.
    const ctx = canvas.getContext('2d');
    if (ctx) return { canvas, ctx };
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  return ctx ? { canvas, ctx } : null;
}

/** The canvas encoded as `type`; null when the browser could not. */
export function canvasToBlob(canvas: AnyCanvas, type: string, quality?: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

async function encode(canvas: AnyCanvas): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const quality of ENCODE_QUALITIES) {
    // WebP is ~30% smaller; a browser that cannot encode it returns PNG, which we do not keep.
    const webp = await canvasToBlob(canvas, 'image/webp', quality);
    const blob = webp?.type === 'image/webp' ? webp : await canvasToBlob(canvas, 'image/jpeg', quality);
    if (!blob || blob.size === 0) continue;
    if (!smallest || blob.size < smallest.size) smallest = blob;
    if (blob.size <= MAX_STORED_PHOTO_BYTES) return blob;
  }
  if (!smallest) throw new PhotoError('not-decodable');
  return smallest;
}
