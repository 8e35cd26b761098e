// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoError } from '~/domain/image';
import { decodeImage } from './image-encode';

/**
 * The app's one photo decoder, on the paths each engine takes: Chromium and
 * recent Safari and Firefox decode with createImageBitmap, resized and turned
 * upright; Safari before 15 has no createImageBitmap, and HEIC opens only in
 * <img>, whose natural size is already upright.
 */

const FILE = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

function bitmap(width: number, height: number) {
  return { width, height, close: vi.fn() };
}

/** An <img> that decodes (or not) to a photo of this upright size. */
function imageElement(result: { width: number; height: number } | 'broken') {
  return class {
    src = '';
    naturalWidth = result === 'broken' ? 0 : result.width;
    naturalHeight = result === 'broken' ? 0 : result.height;
    decode() {
      return result === 'broken' ? Promise.reject(new DOMException('bad', 'EncodingError')) : Promise.resolve();
    }
  };
}

// jsdom has no object URLs: each photo gets a name, and what is given back is listed.
const { createObjectURL, revokeObjectURL } = URL;
let revoked: string[];
beforeEach(() => {
  revoked = [];
  let n = 0;
  URL.createObjectURL = () => `blob:photo-${++n}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.unstubAllGlobals();
});

describe('decodeImage with createImageBitmap', () => {
  it('decodes straight to the target size, turned upright, and closes the bitmap on release', async () => {
    const made = bitmap(300, 400);
    const create = vi.fn().mockResolvedValue(made);
    vi.stubGlobal('createImageBitmap', create);
    const decoded = await decodeImage(FILE, { width: 300, height: 400 });
    expect(create).toHaveBeenCalledWith(FILE, {
      resizeWidth: 300,
      resizeHeight: 400,
      resizeQuality: 'high',
      imageOrientation: 'from-image',
    });
    expect(decoded).toMatchObject({ source: made, width: 300, height: 400 });
    decoded.release();
    expect(made.close).toHaveBeenCalled();
  });

  it('without a target (a header it cannot read), decodes at full size, still upright', async () => {
    const create = vi.fn().mockResolvedValue(bitmap(1280, 960));
    vi.stubGlobal('createImageBitmap', create);
    expect(await decodeImage(FILE, null)).toMatchObject({ width: 1280, height: 960 });
    expect(create).toHaveBeenCalledWith(FILE, { imageOrientation: 'from-image' });
  });
});

describe('decodeImage with the <img> decoder', () => {
  it('is used when createImageBitmap refuses the options or the format; its size is the upright one', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('no', 'InvalidStateError')));
    // A photo stored 400 × 300 with EXIF orientation 6: <img> reports it as it shows, 300 × 400.
    vi.stubGlobal('Image', imageElement({ width: 300, height: 400 }));
    const decoded = await decodeImage(FILE, { width: 150, height: 200 });
    expect(decoded.source).toBeInstanceOf(Image);
    expect(decoded).toMatchObject({ width: 300, height: 400 });
    expect(revoked).toEqual([]);
    decoded.release();
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it('is used where there is no createImageBitmap (Safari before 15)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    vi.stubGlobal('Image', imageElement({ width: 640, height: 480 }));
    expect(await decodeImage(FILE, null)).toMatchObject({ width: 640, height: 480 });
  });

  it('is used when createImageBitmap answers an empty bitmap, which is closed', async () => {
    const empty = bitmap(0, 0);
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(empty));
    vi.stubGlobal('Image', imageElement({ width: 640, height: 480 }));
    expect(await decodeImage(FILE, { width: 640, height: 480 })).toMatchObject({ width: 640, height: 480 });
    expect(empty.close).toHaveBeenCalled();
  });
});

describe('decodeImage on a file no decoder opens', () => {
  it.each([
    ['does not decode', imageElement('broken')],
    ['decodes to nothing', imageElement({ width: 0, height: 0 })],
  ])('throws not-decodable when the <img> %s, and gives its URL back', async (_, element) => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('no', 'InvalidStateError')));
    vi.stubGlobal('Image', element);
    const error = await decodeImage(FILE, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).problem).toBe('not-decodable');
    expect(revoked).toEqual(['blob:photo-1']);
  });
});
