import { describe, expect, it } from 'vitest';
import { checkPhotoFile, fitWithin, MAX_PHOTO_BYTES, sniffImageType } from './image';

const bytes = (...xs: (number | string)[]) =>
  new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('sniffImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a')],
    ['heic', bytes(0, 0, 0, 0x18, 'ftypheic')],
  ])('recognises %s', (kind, b) => {
    expect(sniffImageType(b)).toBe(kind);
  });

  it.each([
    ['text renamed .jpg', bytes('hello world')],
    ['empty file', bytes()],
    ['RIFF that is a WAV', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['an MP4 video', bytes(0, 0, 0, 0x18, 'ftypisom')],
    ['html', bytes('<img src=x onerror=alert(1)>')],
  ])('refuses %s', (_, b) => {
    expect(sniffImageType(b)).toBeNull();
  });
});

describe('fitWithin', () => {
  it('downscales a 12 MP photo to 1280 on its longest side', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: 1280 });
  });
  it('keeps an iPhone photo under the iOS canvas limit', () => {
    const { width, height } = fitWithin(5712, 4284);
    expect(width * height).toBeLessThan(16_777_216);
    expect(Math.max(width, height)).toBe(1280);
  });
  it('never upscales', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1280, 1280)).toEqual({ width: 1280, height: 1280 });
  });
  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1280, height: 1 });
  });
  it('refuses empty dimensions', () => {
    expect(() => fitWithin(0, 10)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('checkPhotoFile', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff);
  it('accepts an image up to 25 MB', () => {
    expect(checkPhotoFile(MAX_PHOTO_BYTES, jpeg)).toBeNull();
  });
  it('refuses a file over 25 MB before looking at it', () => {
    expect(checkPhotoFile(MAX_PHOTO_BYTES + 1, jpeg)).toBe('too-big');
  });
  it('refuses a file that is not an image', () => {
    expect(checkPhotoFile(10, bytes('%PDF-1.7'))).toBe('not-image');
  });
});
