/**
 * Copies of unreadable data (`<key>.corrupt`, `<key>.corrupt-<time>`), made
 * by `read` in local.ts whenever a key does not read whole. Listing them is
 * cheap (the root loader does it on every screen); scanning reads every key
 * so that unreadable data is found even on screens that do not use it.
 */
import { ALL_KEYS, corruptKey, type KeptAside, type StorageKey } from '~/domain/keys';
import { localStore, readRaw, StorageUnavailableError, write } from './local';
import { load } from './registry';

function ownerOfAsideKey(asideKey: string): StorageKey | null {
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
  // Code-unit order: the keys are ASCII, and a collator would load the locale's data.
  return found.sort((a, b) => (a.asideKey < b.asideKey ? -1 : a.asideKey > b.asideKey ? 1 : 0));
}

/** Reads every key, so any unreadable value is kept aside now; returns how many copies exist. */
export function scanStoredData(): number {
  for (const key of ALL_KEYS) load(key);
  return listKeptAside().length;
}

/**
 * Discards one kept copy, only if it is one (never a live key). The user has
 * accepted what could be read: the live value is rewritten clean first, or the
 * next read would find it unreadable and keep a new copy.
 */
export function discardKeptAside({ asideKey }: { asideKey: string }): boolean {
  const key = ownerOfAsideKey(asideKey);
  if (!key) return false;
  const s = localStore();
  if (!s) throw new StorageUnavailableError();
  if (readRaw(key) !== null) write(key, load(key));
  s.removeItem(asideKey);
  return true;
}
