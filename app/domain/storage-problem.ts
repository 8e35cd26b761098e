/**
 * A write the phone refused, as errors storage throws (storage/local.ts) and
 * the code a screen words (content/messages.ts `STORAGE_TOAST`). Here, not in
 * storage, so that the one helper that turns a caught error into its toast
 * (components/storage-toast.ts) may read it: it touches no storage.
 */
import type { StorageProblem } from './toast';

export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(cause?: unknown) {
    super('The storage quota is exceeded', { cause });
  }
}

export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(cause?: unknown) {
    super('Storage is not available', { cause });
  }
}

/** Why a write failed, for the screen to say (content/messages.ts); rethrows anything that is not a storage failure. */
export function storageProblem(e: unknown): StorageProblem {
  if (e instanceof StorageFullError) return 'storageFull';
  if (e instanceof StorageUnavailableError) return 'storageUnavailable';
  throw e;
}
