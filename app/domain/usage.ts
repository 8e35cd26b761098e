/**
 * "Espaço usado" in Perfil (decision 009): an honest count of what M15 itself
 * keeps on the phone, not the browser's estimate. The estimate
 * (navigator.storage.estimate) covers the whole site, the app's own offline
 * files included, is rounded or padded on purpose, and is 0 or missing in
 * some browsers, which told users with months of data "0 bytes". Pure.
 */
import { formatBytes } from './format';

/**
 * The bytes one localStorage entry takes as browsers count its quota: keys
 * and values are UTF-16 strings, two bytes per code unit.
 */
export function storedTextBytes(key: string, value: string): number {
  return (key.length + value.length) * 2;
}

export interface OwnDataUsage {
  /** The JSON records in localStorage (older versions' data-URL photos included). */
  records: number;
  /** The photos in IndexedDB; null when they could not be read. */
  photos: number | null;
}

/**
 * What M15 keeps: its localStorage entries (`entries`: only M15's keys and
 * their kept-aside copies) and the size of each photo Blob. Sizes that are not
 * a finite, non-negative number are not counted.
 */
export function ownDataUsage(
  entries: Iterable<readonly [string, string]>,
  photoSizes: readonly unknown[] | null,
): OwnDataUsage {
  let records = 0;
  for (const [key, value] of entries) records += storedTextBytes(key, value);
  const photos =
    photoSizes === null
      ? null
      : photoSizes.reduce<number>((n, s) => n + (typeof s === 'number' && Number.isFinite(s) && s >= 0 ? s : 0), 0);
  return { records, photos };
}

/**
 * The figures of "Espaço usado" as the user reads them ('1,2 MB'): all that
 * M15 keeps, and what the browser allows when it says (content/data.ts words them).
 */
export function usageFigures(
  own: OwnDataUsage,
  quota: number | null,
): { used: string; photosCounted: boolean; available: string | null } {
  return {
    used: formatBytes(own.records + (own.photos ?? 0)),
    photosCounted: own.photos !== null,
    available: quota && quota > 0 ? formatBytes(quota) : null,
  };
}
