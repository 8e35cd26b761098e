import { describe, expect, it } from 'vitest';
import { STORAGE_TOAST } from '~/content/messages';
import { StorageFullError, StorageUnavailableError } from '~/domain/storage-problem';
import { storageFailureToast } from './storage-toast';

describe('storageFailureToast', () => {
  it("says a full phone or blocked storage in content's words", () => {
    expect(storageFailureToast(new StorageFullError())).toEqual(STORAGE_TOAST.storageFull);
    expect(storageFailureToast(new StorageUnavailableError(new Error('private mode')))).toEqual(
      STORAGE_TOAST.storageUnavailable,
    );
    expect(STORAGE_TOAST.storageFull.title).toBe('Armazenamento cheio');
  });

  it('throws anything else again: a bug is never worded as a full phone', () => {
    const bug = new TypeError('bug');
    expect(() => storageFailureToast(bug)).toThrow(bug);
  });
});
