/**
 * Turns a picked file into the Blob that is stored: checked by its first
 * bytes, decoded straight to at most 1280 px on its longest side (camera
 * orientation applied), re-encoded as WebP or JPEG at ≈ 0.8.
 *
 * Known traps (issue 4): iOS refuses canvases over 16,777,216 pixels, so the
 * full-size photo is never drawn on a canvas — it is decoded to the target
 * size; Safari answers a WebP request with a PNG about 10× larger, so the
 * encoded type is checked and JPEG used instead; `file.type` can lie, so the
 * magic bytes decide.
 */
import { checkPhotoFile, fitWithin, PhotoError } from '~/domain/image';
import { HEADER_BYTES, orientedSize, readImageHeader } from '~/domain/photo-header';
import { ENCODE_QUALITIES, MAX_STORED_PHOTO_BYTES } from '~/domain/photo-ref';

type Source = ImageBitmap | HTMLImageElement;
type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

export async function preparePhoto(file: Blob): Promise<Blob> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const problem = checkPhotoFile(file.size, head);
  if (problem) throw new PhotoError(problem);
  const header = readImageHeader(head);
  const target = header ? fitWithin(orientedSize(header).width, orientedSize(header).height) : null;

  const { source, width, height, release } = await decode(file, target);
  try {
    const size = fitWithin(width, height);
    const canvas = makeCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!ctx) throw new PhotoError('not-decodable');
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, size.width, size.height);
    return await encode(canvas);
  } finally {
    release();
  }
}

async function decode(
  file: Blob,
  target: { width: number; height: number } | null,
): Promise<{ source: Source; width: number; height: number; release: () => void }> {
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
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
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
  // <img> applies the EXIF orientation: naturalWidth/Height are as the photo shows.
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function toBlob(canvas: AnyCanvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

async function encode(canvas: AnyCanvas): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const quality of ENCODE_QUALITIES) {
    // WebP is ~30% smaller; a browser that cannot encode it returns PNG, which we do not keep.
    const webp = await toBlob(canvas, 'image/webp', quality);
    const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg', quality);
    if (!blob || blob.size === 0) continue;
    if (!smallest || blob.size < smallest.size) smallest = blob;
    if (blob.size <= MAX_STORED_PHOTO_BYTES) return blob;
  }
  if (!smallest) throw new PhotoError('not-decodable');
  return smallest;
}
