/**
 * Copies of unreadable data (`<key>.corrupt`, `<key>.corrupt-<time>`), made
 * by `read` in local.ts. Listing them is cheap (no parsers: the root loader
 * runs it on every screen); reading every key to find unreadable data and
 * discarding a copy live in kept-aside-scan.ts, loaded when needed.
 */
import { ALL_KEYS, corruptKey, type StorageKey } from './keys';
import { localStore, readRaw } from './raw';

export interface KeptAside {
  /** The key whose data could not be read. */
  key: StorageKey;
  /** Where the original text is kept. */
  asideKey: string;
  text: string;
}

export function ownerOfAsideKey(asideKey: string): StorageKey | null {
  return ALL_KEYS.find((k) => asideKey === corruptKey(k) || asideKey.startsWith(`${corruptKey(k)}-`)) ?? null;
}

export function listKeptAside(): KeptAside[] {
  const s = localStore();
  if (!s) return [];
  const found: KeptAside[] = [];
  for (let i = 0; i < s.length; i++) {
    const asideKey = s.key(i);
    const key = asideKey ? ownerOfAsideKey(asideKey) : null;
    const text = key && asideKey ? readRaw(asideKey) : null;
    if (key && asideKey && text !== null) found.push({ key, asideKey, text });
  }
  return found.sort((a, b) => a.asideKey.localeCompare(b.asideKey));
}
