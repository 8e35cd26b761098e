/**
 * What a photo field of a record holds: the id of a Blob kept in IndexedDB
 * ('photo-…'), a data URL written by older versions, or '' for none. Pure.
 */
import { PHOTO_QUALITY } from './image';

export const PHOTO_ID_PREFIX = 'photo-';

export type PhotoRef = { kind: 'blob'; id: string } | { kind: 'data-url'; url: string } | { kind: 'none' };

/** Only image data URLs are shown: anything else in a record (e.g. 'javascript:') is treated as no photo. */
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|webp|gif|heic|heif|avif);base64,[A-Za-z0-9+/=\s]+$/;
const PHOTO_ID = /^photo-[A-Za-z0-9-]{1,64}$/;

export function parsePhotoRef(value: string | null | undefined): PhotoRef {
  if (typeof value !== 'string' || value === '') return { kind: 'none' };
  if (PHOTO_ID.test(value)) return { kind: 'blob', id: value };
  if (value.length < 64 * 1024 * 1024 && IMAGE_DATA_URL.test(value)) return { kind: 'data-url', url: value };
  return { kind: 'none' };
}

export const isPhotoId = (value: string) => PHOTO_ID.test(value);

/**
 * The bytes and type of a photo that an older version stored as a data URL,
 * or null for anything else or base64 that does not decode. Decoded by hand
 * because the CSP (connect-src 'self') blocks fetch() of a data: URL.
 */
export function dataUrlImage(value: string): { type: string; bytes: Uint8Array } | null {
  const ref = parsePhotoRef(value);
  if (ref.kind !== 'data-url') return null;
  const comma = ref.url.indexOf(',');
  const subtype = ref.url.slice('data:image/'.length, ref.url.indexOf(';'));
  let binary: string;
  try {
    // atob is forgiving-base64: whitespace and missing padding are fine, stray characters throw.
    binary = atob(ref.url.slice(comma + 1).replace(/\s+/g, ''));
  } catch {
    return null;
  }
  if (binary.length === 0) return null;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { type: `image/${subtype === 'jpg' ? 'jpeg' : subtype}`, bytes };
}

/** Every Blob id that the given records still point at. */
export function referencedPhotoIds(records: readonly { beforePhoto?: string; afterPhoto?: string }[]): Set<string> {
  const ids = new Set<string>();
  for (const r of records) {
    for (const v of [r.beforePhoto, r.afterPhoto]) if (v && isPhotoId(v)) ids.add(v);
  }
  return ids;
}

/**
 * Every photo id written in a text (a record's JSON, or a copy kept aside that
 * no longer parses): what the clean-up must not delete. No lookbehind in the
 * pattern: Safari before 16.4 refuses it, and the module would not load.
 */
export function photoIdsIn(text: string): string[] {
  return (text.match(/photo-[A-Za-z0-9-]+/g) ?? []).filter(isPhotoId);
}

/** The candidates that nothing references any more: the only Blobs that may be deleted. */
export function orphanedPhotoIds(candidates: Iterable<string>, stillReferenced: Set<string>): string[] {
  return [...new Set(candidates)].filter((id) => isPhotoId(id) && !stillReferenced.has(id));
}

/** A stored photo should stay under this; the encoder lowers the quality step by step to get there. */
export const MAX_STORED_PHOTO_BYTES = 400 * 1024;
export const ENCODE_QUALITIES = [PHOTO_QUALITY, 0.7, 0.6, 0.5] as const;

/**
 * Reads a record's photo field (a Blob id or an older data URL): storage's
 * getPhoto, passed down by the route that owns storage to the parts that show
 * or share a photo.
 */
export type PhotoResolver = (value: string) => Promise<Blob | string | null>;
