/**
 * The storage strategy of M15 (the only code that touches localStorage).
 *
 * The phone is the only copy of a user's progress, so:
 * - Reading never throws. A missing key gives the default; invalid JSON or a
 *   wrong shape gives the valid part (every valid record of a list, every
 *   valid field of a record) and the original text is copied, untouched, to
 *   `<key>.corrupt` before anything can overwrite it.
 * - Writing serialises first and then calls setItem once, so a failure leaves
 *   the earlier value as it was. A full quota becomes a typed StorageFullError;
 *   `storageProblem` (domain/storage-problem.ts) names it as a code that the
 *   screens turn into words (components/storage-toast.ts). Storage never words anything itself.
 * - A change to several keys goes through `writeMany`, which writes all or
 *   nothing: on any failure it puts back every key it had already touched.
 *   localStorage is synchronous, so no other code and no page close can run
 *   between those writes.
 */
import type { Parser } from '~/domain/stored';
import { corruptKey, type StorageKey } from '~/domain/keys';
import { StorageFullError, StorageUnavailableError } from '~/domain/storage-problem';

// The errors a refused write throws: every storage module and its tests take them from here.
export { StorageFullError, StorageUnavailableError };

/** The browser's localStorage, or null where it is disabled (by the user or a private mode). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
const store = localStore;

/** The stored text of a key as it is, or null. Never throws. */
export function readRaw(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Calls `onChange` when another tab changes storage (the `storage` event). */
export function subscribeToOtherTabs(onChange: (key: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (e: StorageEvent) => {
    if (e.storageArea === null || e.storageArea === localStore()) onChange(e.key);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Every browser's way of saying the quota is exceeded. */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Copy text that could not be fully read to `<key>.corrupt`, never over an earlier copy. */
function keepAside(s: Storage, key: StorageKey, raw: string) {
  try {
    const aside = corruptKey(key);
    const earlier = s.getItem(aside);
    if (earlier === raw) return;
    s.setItem(earlier === null ? aside : `${aside}-${Date.now()}`, raw);
  } catch {
    // Nothing more we can do without losing something else; the original stays in place.
  }
}

export function read<T>(key: StorageKey, parse: Parser<T>): T {
  const s = store();
  const raw = readRaw(key);
  if (raw === null || !s) return parse(null).value;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    keepAside(s, key, raw);
    return parse(null).value;
  }
  const { value, complete } = parse(json);
  if (!complete) keepAside(s, key, raw);
  return value;
}

/**
 * Reads like `read`, but keeps nothing aside: for code about to erase the key
 * anyway, which must not leave a copy of what it erases behind.
 */
export function peek<T>(key: StorageKey, parse: Parser<T>): T {
  const raw = readRaw(key);
  if (raw === null) return parse(null).value;
  try {
    return parse(JSON.parse(raw)).value;
  } catch {
    return parse(null).value;
  }
}

function setRaw(s: Storage, key: string, text: string | null) {
  try {
    if (text === null) s.removeItem(key);
    else s.setItem(key, text);
  } catch (e) {
    if (isQuotaError(e)) throw new StorageFullError(e);
    throw new StorageUnavailableError(e);
  }
}

export function write(key: StorageKey, value: unknown): void {
  const s = store();
  if (!s) throw new StorageUnavailableError();
  setRaw(s, key, JSON.stringify(value));
}

export function remove(key: StorageKey): void {
  const s = store();
  if (!s) throw new StorageUnavailableError();
  setRaw(s, key, null);
}

/**
 * All or nothing: `null` removes a key. `raw` entries are written as the text
 * they are, not as JSON (a restore puts kept-aside copies back word for word).
 */
export function writeMany(
  changes: Partial<Record<StorageKey, unknown>>,
  raw: Record<string, string | null> = {},
): void {
  const s = store();
  if (!s) throw new StorageUnavailableError();
  const entries = [
    ...Object.entries(changes).map(([key, value]) => [key, value === null ? null : JSON.stringify(value)] as const),
    ...Object.entries(raw),
  ];
  const before = entries.map(([key]) => [key, s.getItem(key)] as const);
  let done = 0;
  try {
    for (const [key, text] of entries) {
      setRaw(s, key, text);
      done++;
    }
  } catch (e) {
    for (const [key, text] of before.slice(0, done).reverse()) {
      try {
        if (text === null) s.removeItem(key);
        else s.setItem(key, text);
      } catch {
        // Putting back an earlier value never needs more space than it had.
      }
    }
    throw e;
  }
}

/**
 * A write that keeps her safe on a nearly full phone: `essential` (a stop, a
 * fast's end) first and whole, then each key of `rest` (what can be rebuilt
 * from it: the log of fasts, their record) as room allows; all in one go when
 * it fits. Throws only when `essential` itself cannot be written, so that a
 * "sim" or an end is never refused whole for want of room for its history.
 */
export function writeEssentialFirst(
  essential: Partial<Record<StorageKey, unknown>>,
  rest: Partial<Record<StorageKey, unknown>>,
): void {
  try {
    writeMany({ ...essential, ...rest });
    return;
  } catch {
    // Not all of it: the essential part alone, below.
  }
  writeMany(essential);
  for (const [key, value] of Object.entries(rest) as [StorageKey, unknown][]) {
    try {
      writeMany({ [key]: value });
    } catch {
      // Left out: the readers rebuild it from the essential part (the clock's end is in the record and the log).
    }
  }
}
