/**
 * The heavier half of kept-aside.ts (it needs every parser): loaded after the
 * first paint or when the user acts on a copy.
 */
import { ALL_KEYS } from './keys';
import { listKeptAside, ownerOfAsideKey } from './kept-aside';
import { readRaw, StorageUnavailableError, write } from './local';
import { localStore } from './raw';
import { load } from './registry';

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
