import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, SNIFF_BYTES, sniffImageType } from '~/domain/image';
import { checkPickedPhoto } from './check-photo';

const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('checkPickedPhoto', () => {
  it('reads enough of the file for every accepted type, HEIC included (its brand ends at byte 12)', async () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(12);
    expect(sniffImageType(HEIC.subarray(0, SNIFF_BYTES))).toBe('heic');
    expect(await checkPickedPhoto(new Blob([HEIC, new Uint8Array(1000)]))).toBeNull();
    expect(await checkPickedPhoto(new Blob([PNG]))).toBeNull();
  });

  it('refuses a file too big or not an image, by its bytes, whatever its type says', async () => {
    expect(await checkPickedPhoto(new Blob(['not a photo'], { type: 'image/jpeg' }))).toBe('not-image');
    const big = { size: MAX_PHOTO_BYTES + 1, slice: () => new Blob([PNG]) } as unknown as Blob;
    expect(await checkPickedPhoto(big)).toBe('too-big');
  });

  it('says not-decodable when the browser can no longer read the file (moved, or in a cloud folder)', async () => {
    const gone = {
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
    } as unknown as Blob;
    expect(await checkPickedPhoto(gone)).toBe('not-decodable');
  });
});
