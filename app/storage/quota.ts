/** How much the device lets the app keep, and whether it may evict it (navigator.storage). */
export interface StorageStatus {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

export async function storageStatus(): Promise<StorageStatus> {
  const s = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    s?.estimate ? s.estimate().catch(() => null) : null,
    s?.persisted ? s.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/**
 * Asks the browser not to evict the app's data (records and photos) under
 * storage pressure; true when it is protected, now or already. The one place
 * that asks: the "Proteger meus dados" button and the first saved photo.
 */
export async function askPersistentStorage(): Promise<boolean> {
  const s = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!s?.persist) return false;
  try {
    if (await s.persisted?.()) return true;
    return await s.persist();
  } catch {
    return false;
  }
}
