/**
 * The smallest part of the storage layer: raw reads and the cross-tab signal.
 * Kept apart from local.ts so the first screen's code (root, welcome) carries
 * no parsers or writers. Everything else uses local.ts.
 */

export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the user or the browser.
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored JSON of a key without any parser: null when missing or not JSON. */
export function readRawJson(key: string): unknown {
  try {
    return JSON.parse(readRaw(key) ?? 'null');
  } catch {
    return null;
  }
}

/** A text field of raw JSON, or '' when it is missing or not text. */
export function textField(json: unknown, field: string): string {
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
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
