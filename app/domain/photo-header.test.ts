import { describe, expect, it } from 'vitest';
import { fitWithin } from './image';
import { orientedSize, readImageHeader } from './photo-header';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

function exifSegment(orientation: number, little: boolean): number[] {
  const w16 = little ? le16 : be16;
  const tiff = [
    ...(little ? ascii('II') : ascii('MM')),
    ...w16(42),
    ...(little ? [8, 0, 0, 0] : [0, 0, 0, 8]),
    ...w16(1), // one entry
    ...w16(0x0112),
    ...w16(3),
    ...(little ? [1, 0, 0, 0] : [0, 0, 0, 1]),
    ...w16(orientation),
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const body = [...ascii('Exif'), 0, 0, ...tiff];
  return [0xff, 0xe1, ...be16(body.length + 2), ...body];
}

function jpeg(width: number, height: number, segments: number[] = []): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...segments, ...sof, 0xff, 0xda, 0, 2]);
}

describe('readImageHeader', () => {
  it('reads a JPEG frame header', () => {
    expect(readImageHeader(jpeg(4000, 3000))).toEqual({ width: 4000, height: 3000, orientation: 1 });
  });

  it('reads the EXIF orientation in both byte orders', () => {
    expect(readImageHeader(jpeg(4032, 3024, exifSegment(6, true)))).toEqual({
      width: 4032,
      height: 3024,
      orientation: 6,
    });
    expect(readImageHeader(jpeg(4032, 3024, exifSegment(8, false)))?.orientation).toBe(8);
    expect(readImageHeader(jpeg(10, 10, exifSegment(42, false)))?.orientation).toBe(1);
  });

  it('reads a progressive JPEG (SOF2) and skips a DHT segment before it', () => {
    const dht = [0xff, 0xc4, ...be16(4), 0, 0];
    const b = jpeg(640, 480, dht);
    const sof = b.indexOf(0xc0, 20);
    b[sof] = 0xc2;
    expect(readImageHeader(b)).toEqual({ width: 640, height: 480, orientation: 1 });
  });

  it('reads PNG, GIF and the three WebP flavours', () => {
    const png = new Uint8Array([
      0x89,
      ...ascii('PNG'),
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      ...ascii('IHDR'),
      0,
      0,
      0x0f,
      0xa0,
      0,
      0,
      0x0b,
      0xb8,
    ]);
    expect(readImageHeader(png)).toEqual({ width: 4000, height: 3000, orientation: 1 });
    const gif = new Uint8Array([...ascii('GIF89a'), ...le16(320), ...le16(200)]);
    expect(readImageHeader(gif)).toEqual({ width: 320, height: 200, orientation: 1 });
    const riff = (chunk: string, rest: number[]) =>
      new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), ...rest]);
    expect(readImageHeader(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, ...le24(1279), ...le24(959)]))).toMatchObject({
      width: 1280,
      height: 960,
    });
    expect(readImageHeader(riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...le16(800), ...le16(600)]))).toMatchObject({
      width: 800,
      height: 600,
    });
    const bits = 799 | (599 << 14);
    expect(
      readImageHeader(
        riff('VP8L', [0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]),
      ),
    ).toMatchObject({ width: 800, height: 600 });
  });

  it('gives null for truncated, hostile or unknown bytes instead of throwing', () => {
    expect(readImageHeader(jpeg(4000, 3000).subarray(0, 24))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]))).toBeNull();
    expect(readImageHeader(new Uint8Array(ascii('<img src=x onerror=alert(1)>')))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
    expect(readImageHeader(jpeg(0, 3000))).toBeNull();
    // A lying segment length that points past the end.
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, 1, 2]))).toBeNull();
  });
});

describe('downscale dimensions', () => {
  it('swaps width and height for a photo taken upright (orientation 6)', () => {
    const h = readImageHeader(jpeg(4032, 3024, exifSegment(6, true)))!;
    expect(orientedSize(h)).toEqual({ width: 3024, height: 4032 });
    expect(fitWithin(orientedSize(h).width, orientedSize(h).height)).toEqual({ width: 960, height: 1280 });
  });
  it('keeps landscape photos as they are', () => {
    expect(orientedSize({ width: 4000, height: 3000, orientation: 3 })).toEqual({ width: 4000, height: 3000 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
  });
  it('brings a 5712×4284 iPhone photo far below the iOS canvas limit', () => {
    const { width, height } = fitWithin(5712, 4284);
    expect(width * height).toBeLessThanOrEqual(1280 * 960);
  });
});
