/**
 * Reads a photo's pixel size (and a JPEG's EXIF orientation) from its first
 * bytes, so the decoder can be asked for the downscaled size straight away
 * and no full-size canvas is ever made (iOS refuses canvases over 16.7 MP).
 * Pure: bytes in, numbers out; null when the header cannot be read.
 */
import { sniffImageType } from './image';

export interface ImageHeader {
  /** Size as stored in the file, before the orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation 1-8 (1 when absent). */
  orientation: number;
}

/** Enough of the file to reach a JPEG's frame header past a large EXIF block. */
export const HEADER_BYTES = 256 * 1024;

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  try {
    switch (sniffImageType(bytes)) {
      case 'jpeg':
        return readJpeg(bytes);
      case 'png':
        return sized(u32be(bytes, 16), u32be(bytes, 20));
      case 'gif':
        return sized(u16le(bytes, 6), u16le(bytes, 8));
      case 'webp':
        return readWebp(bytes);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The size the photo shows at once its orientation is applied (5-8 turn it a quarter). */
export function orientedSize(h: ImageHeader): { width: number; height: number } {
  return h.orientation >= 5 && h.orientation <= 8
    ? { width: h.height, height: h.width }
    : { width: h.width, height: h.height };
}

function sized(width: number, height: number, orientation = 1): ImageHeader | null {
  return width > 0 && height > 0 ? { width, height, orientation } : null;
}

function byte(b: Uint8Array, i: number): number {
  if (i < 0 || i >= b.length) throw new RangeError('truncated');
  return b[i]!;
}
const u16be = (b: Uint8Array, i: number) => (byte(b, i) << 8) | byte(b, i + 1);
const u16le = (b: Uint8Array, i: number) => byte(b, i) | (byte(b, i + 1) << 8);
const u24le = (b: Uint8Array, i: number) => byte(b, i) | (byte(b, i + 1) << 8) | (byte(b, i + 2) << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((byte(b, i) << 24) >>> 0) + (byte(b, i + 1) << 16) + (byte(b, i + 2) << 8) + byte(b, i + 3);

function readJpeg(b: Uint8Array): ImageHeader | null {
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (byte(b, i) !== 0xff) return null;
    const marker = byte(b, i + 1);
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    const len = u16be(b, i + 2);
    if (marker === 0xe1) orientation = exifOrientation(b, i + 4, len - 2) ?? orientation;
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized(u16be(b, i + 7), u16be(b, i + 5), orientation);
    }
    i += 2 + len;
  }
  return null;
}

function exifOrientation(b: Uint8Array, start: number, len: number): number | null {
  try {
    const exif = String.fromCharCode(...Array.from(b.subarray(start, start + 6)));
    if (exif !== 'Exif\0\0') return null;
    const tiff = start + 6;
    const little = byte(b, tiff) === 0x49; // 'II'
    const r16 = (i: number) => (little ? u16le(b, i) : u16be(b, i));
    const r32 = (i: number) => (little ? u16le(b, i) + u16le(b, i + 2) * 65536 : u32be(b, i));
    const ifd = tiff + r32(tiff + 4);
    const count = r16(ifd);
    for (let k = 0; k < count; k++) {
      const entry = ifd + 2 + k * 12;
      if (entry + 12 > start + len) return null;
      if (r16(entry) === 0x0112) {
        const o = r16(entry + 8);
        return o >= 1 && o <= 8 ? o : null;
      }
    }
    return null;
  } catch {
    return null;
  }
}

function readWebp(b: Uint8Array): ImageHeader | null {
  const chunk = String.fromCharCode(byte(b, 12), byte(b, 13), byte(b, 14), byte(b, 15));
  if (chunk === 'VP8X') return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === 'VP8 ') return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = byte(b, 21) | (byte(b, 22) << 8) | (byte(b, 23) << 16) | (byte(b, 24) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}
