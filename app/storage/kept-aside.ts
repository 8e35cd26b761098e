/**
 * Copies of unreadable data (`<key>.corrupt`, `<key>.corrupt-<time>`), made
 * by `read` in local.ts. The app tells the user about them and lets them
 * download or discard each one; nothing here deletes without being asked.
 */
import { ALL_KEYS, corruptKey, type StorageKey } from './keys';
import { readRaw, StorageUnavailableError, write } from './local';
import { load } from './registry';

export interface KeptAside {
  /** The key whose data could not be read. */
  key: StorageKey;
  /** Where the original text is kept. */
  asideKey: string;
  text: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads every key (so any unreadable value is kept aside now) and lists the copies. */
export function listKeptAside(): KeptAside[] {
  for (const key of ALL_KEYS) load(key);
  const s = storage();
  if (!s) return [];
  const found: KeptAside[] = [];
  for (let i = 0; i < s.length; i++) {
    const asideKey = s.key(i);
    if (!asideKey) continue;
    const key = ALL_KEYS.find((k) => asideKey === corruptKey(k) || asideKey.startsWith(`${corruptKey(k)}-`));
    const text = key ? readRaw(asideKey) : null;
    if (key && text !== null) found.push({ key, asideKey, text });
  }
  return found.sort((a, b) => a.asideKey.localeCompare(b.asideKey));
}

/**
 * Discards one kept copy, only if it is one (never a live key). The user has
 * accepted what could be read: the live value is rewritten clean first, or the
 * next read would find it unreadable and keep a new copy.
 */
export function discardKeptAside({ asideKey }: { asideKey: string }): boolean {
  const key = ALL_KEYS.find((k) => asideKey === corruptKey(k) || asideKey.startsWith(`${corruptKey(k)}-`));
  if (!key) return false;
  const s = storage();
  if (!s) throw new StorageUnavailableError();
  if (readRaw(key) !== null) write(key, load(key));
  s.removeItem(asideKey);
  return true;
}
