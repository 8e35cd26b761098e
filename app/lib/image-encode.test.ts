import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoError } from '~/domain/image';
import { decodeImage, photoDecodes, preparePhoto } from './image-encode';

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
  // Node, not jsdom: each test stubs the page it needs (the <img> decoder looks for a document).
  vi.stubGlobal('document', {});
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

/*
 * preparePhoto where engines differ (docs/engines.md), with the browser's
 * decoders and canvas stubbed as each engine answers:
 * - Safari answers `toBlob('image/webp')` with a PNG about 10× larger: the
 *   photo is then kept as JPEG, never as that PNG;
 * - older Safari refuses createImageBitmap's resize options (and some formats
 *   decode only in <img>): the <img> decoder is used, drawn at the target size.
 */

/** A PNG's first bytes: signature and IHDR, 4000 × 3000. */
function pngHeader(width = 4000, height = 3000): Uint8Array {
  const b = new Uint8Array(64);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}
const photo = () => new Blob([pngHeader() as BlobPart], { type: 'image/png' });

/** What was drawn, at what size, and which types the page asked the canvas for. */
const drawn: { source: unknown; width: number; height: number }[] = [];
const asked: string[] = [];

/** A canvas as an engine encodes: `webp` says whether it really makes WebP. */
function canvasThatEncodes({ webp }: { webp: boolean }) {
  return class {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return {
        drawImage: (source: unknown, _x: number, _y: number, width: number, height: number) =>
          drawn.push({ source, width, height }),
      };
    }
    async convertToBlob({ type }: { type: string }) {
      asked.push(type);
      const made = type === 'image/webp' && !webp ? 'image/png' : type;
      return new Blob([new Uint8Array(made === 'image/png' ? 2000 : 200)], { type: made });
    }
  };
}

beforeEach(() => {
  drawn.length = 0;
  asked.length = 0;
});

describe('preparePhoto', () => {
  it('keeps WebP where the engine really encodes it (Chromium, Firefox)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(1280, 960)),
    );
    vi.stubGlobal('OffscreenCanvas', canvasThatEncodes({ webp: true }));
    const out = await preparePhoto(photo());
    expect(out.type).toBe('image/webp');
    expect(drawn).toEqual([expect.objectContaining({ width: 1280, height: 960 })]);
  });

  it('keeps JPEG where the engine answers a WebP request with PNG (Safari), never the PNG', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(1280, 960)),
    );
    vi.stubGlobal('OffscreenCanvas', canvasThatEncodes({ webp: false }));
    const out = await preparePhoto(photo());
    expect(out.type).toBe('image/jpeg');
    expect(asked).toEqual(['image/webp', 'image/jpeg']);
  });

  it('decodes straight to the target size with createImageBitmap where it takes the options', async () => {
    const decode = vi.fn(async () => bitmap(1280, 960));
    vi.stubGlobal('createImageBitmap', decode);
    vi.stubGlobal('OffscreenCanvas', canvasThatEncodes({ webp: true }));
    await preparePhoto(photo());
    expect(decode).toHaveBeenCalledWith(expect.any(Blob), {
      resizeWidth: 1280,
      resizeHeight: 960,
      resizeQuality: 'high',
      imageOrientation: 'from-image',
    });
  });

  describe('where createImageBitmap refuses the options (older Safari) or is missing', () => {
    const revoke = vi.fn();
    beforeEach(() => {
      revoke.mockReset();
      vi.stubGlobal('OffscreenCanvas', canvasThatEncodes({ webp: false }));
      vi.stubGlobal('document', {});
      vi.stubGlobal('URL', { createObjectURL: () => 'blob:m15/photo', revokeObjectURL: revoke });
      vi.stubGlobal(
        'Image',
        class {
          src = '';
          naturalWidth = 4000;
          naturalHeight = 3000;
          async decode() {}
        },
      );
    });

    it.each([
      ['refuses the options', vi.fn(async () => Promise.reject(new TypeError('resizeWidth')))],
      ['is missing', undefined],
    ])('uses the <img> decoder when createImageBitmap %s, and draws only the 1280 px canvas', async (_, decode) => {
      vi.stubGlobal('createImageBitmap', decode);
      const out = await preparePhoto(photo());
      expect(out.type).toBe('image/jpeg');
      expect(drawn).toEqual([{ source: expect.objectContaining({ src: 'blob:m15/photo' }), width: 1280, height: 960 }]);
      expect(revoke).toHaveBeenCalledWith('blob:m15/photo');
    });

    it('says the photo cannot be opened when <img> cannot decode it either', async () => {
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
      );
      vi.stubGlobal(
        'Image',
        class {
          src = '';
          async decode() {
            throw new DOMException('bad', 'EncodingError');
          }
        },
      );
      await expect(preparePhoto(photo())).rejects.toEqual(new PhotoError('not-decodable'));
      expect(revoke).toHaveBeenCalled();
    });
  });
});

describe("photoDecodes: the same decoder, as a yes or no (a testimonial photo, a backup's photos)", () => {
  it('says yes when the decoder opens the photo, and gives its memory back', async () => {
    const opened = bitmap(640, 480);
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(opened));
    expect(await photoDecodes(FILE)).toBe(true);
    expect(opened.close).toHaveBeenCalled();
  });

  it('says no when neither createImageBitmap nor the <img> opens it', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('no', 'InvalidStateError')));
    vi.stubGlobal('Image', imageElement('broken'));
    expect(await photoDecodes(FILE)).toBe(false);
  });

  it('says yes where there is no decoder at all (Node, jsdom): a restore is not refused for that', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await photoDecodes(FILE)).toBe(true);
  });
});
